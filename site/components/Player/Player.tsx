'use client'

import { clsx } from 'clsx'
import { lazy, Suspense, useCallback, useEffect, useId, useMemo, useReducer, useRef } from 'react'
import { albumArtistName, DEFAULT_COVER } from '../../lib/catalogue/defaults'
import { useMounted } from '../../lib/hooks/useMounted'
import { cssVars } from '../../styles/cssVars'
import { ChevronDownIcon } from '../Icon/Icon'
import { albumEmbed } from './albumEmbed'
import { TOOLTIP_DELAY_MS } from './constants'
import { announceStart, useStopWhenAnotherStarts } from './onePlayer'
import styles from './Player.module.css'
import { initialPlayerState, playerReducer } from './playerReducer'
import { PlayerIcon } from './PlayerIcons'
import { usePlayerAlbums, type PlayerAlbums } from './usePlayerAlbums'
import { useReservedSpace } from './useReservedSpace'

// The cover (next/image) and the Spotify stage show only once play or skip chose an album: their
// code downloads then, not with every page.
const PlayerThumb = lazy(() => import('./PlayerThumb').then((module) => ({ default: module.PlayerThumb })))
const PlayerStage = lazy(() => import('./PlayerStage').then((module) => ({ default: module.PlayerStage })))

/** This player's name among the site's Spotify players (onePlayer). */
const DOCK = 'dock'

/** The controls' tooltips read their delay from the card. */
const TOOLTIP_DELAY = cssVars({ '--tooltip-delay': `${TOOLTIP_DELAY_MS}ms` })

/** What the bar and the card say when no album is in the player yet. */
function idleText({ status, albums }: PlayerAlbums): { title: string; subtitle: string; detail: string } {
  if (status === 'failed') {
    return { title: 'Albums unavailable', subtitle: 'Please try again later', detail: 'The album list could not be loaded.' }
  }
  if (status === 'ready' && albums.length === 0) {
    return { title: 'No albums yet', subtitle: 'The first release is on its way', detail: 'There is nothing to play yet.' }
  }
  return { title: 'Press play', subtitle: 'for a random album', detail: 'Press play or skip to hear a random album from the collection.' }
}

/**
 * The sticky player card (SPEC §4): a compact bar that opens upward into Spotify's embed. It lives
 * in the site layout, so client-side navigation keeps what it is playing.
 */
export function Player() {
  const collection = usePlayerAlbums()
  const { albums, load } = collection
  const [state, dispatch] = useReducer(playerReducer, initialPlayerState)
  const ids = useMemo(() => (albums ?? []).map((album) => album.id), [albums])
  const index = state.currentId === null ? -1 : ids.indexOf(state.currentId)
  const album = albums?.[index] ?? null
  const bodyId = useId()
  const card = useRef<HTMLElement>(null)
  useReservedSpace(card)
  // A press before React has taken the page over would be lost (Next's scripts may still be on
  // their way on a slow phone): until then the controls are shown disabled and the card busy.
  const alive = useMounted()

  // Nothing to play once the list is known to be empty or unreadable; before it has come, Play
  // loads it first, while Skip waits for it (SPEC §4: disabled while the list is not loaded).
  const empty = collection.status === 'failed' || (collection.status === 'ready' && ids.length === 0)
  const listed = collection.status === 'ready' && ids.length > 0
  // Playing is what Spotify's player does: an album it has no player for is not "Now playing".
  const playing = state.playing && album !== null && albumEmbed(album.spotifyUrl).kind === 'embed'
  // One Spotify player at a time: this one and an album page's own stop each other.
  useEffect(() => {
    if (playing) announceStart(DOCK)
  }, [playing])
  const pause = useCallback(() => dispatch({ type: 'pause' }), [])
  useStopWhenAnotherStarts(DOCK, playing, pause)
  // The roll is drawn here, not in the reducer, which must stay pure.
  const withIds = (type: 'play' | 'skip') => () =>
    void load().then((loaded) => loaded && dispatch({ type, ids: loaded.map((entry) => entry.id), roll: Math.random() }))
  const play = withIds('play')
  const skip = withIds('skip')
  const skipLabel = state.shuffle ? 'Skip to a random album' : 'Next album'
  const idle = idleText(collection)
  const approach = () => void load()
  const [title, subtitle] = album ? [album.title, albumArtistName(album)] : [idle.title, idle.subtitle]

  return (
    <section
      ref={card}
      className={styles.card}
      style={TOOLTIP_DELAY}
      aria-label="Music player"
      aria-busy={!alive || collection.status === 'loading'}
      onPointerEnter={approach}
      onFocus={approach}
      onTouchStart={approach}
    >
      <div className={styles.bar}>
        <button
          className={styles.header}
          type="button"
          aria-expanded={state.expanded}
          aria-controls={bodyId}
          data-tooltip={state.expanded ? 'Hide the player' : 'Show the player'}
          disabled={!alive}
          onClick={() => dispatch({ type: 'toggleExpanded' })}
        >
          {album ? (
            <Suspense fallback={<span className={styles.noCover} />}>
              <PlayerThumb src={album.coverImageUrl || DEFAULT_COVER} />
            </Suspense>
          ) : (
            <span className={styles.noCover} />
          )}
          <span className={styles.nowText}>
            <span className={styles.kicker}>{album ? (playing ? 'Now playing' : 'Paused') : 'Music player'}</span>
            <span className={styles.title}>{title}</span>
            <span className={styles.subtitle}>{subtitle}</span>
          </span>
          <span className={clsx(styles.chevron, state.expanded && styles.expanded)}>
            <ChevronDownIcon size={18} />
          </span>
        </button>
        <div className={styles.controls}>
          <button
            className={styles.controlButton}
            type="button"
            aria-label="Shuffle"
            aria-pressed={state.shuffle}
            data-tooltip={state.shuffle ? 'Shuffle: on' : 'Shuffle: off'}
            disabled={!alive}
            onClick={() => dispatch({ type: 'toggleShuffle' })}
          >
            <PlayerIcon glyph="shuffle" size={18} />
          </button>
          <button
            className={clsx(styles.controlButton, styles.playButton)}
            type="button"
            aria-label={playing ? 'Pause' : 'Play'}
            data-tooltip={empty ? 'Nothing to play yet' : playing ? 'Pause' : 'Play'}
            disabled={empty || !alive}
            onClick={playing ? pause : play}
          >
            <PlayerIcon glyph={playing ? 'pause' : 'play'} />
          </button>
          <button
            className={styles.controlButton}
            type="button"
            aria-label={skipLabel}
            data-tooltip={skipLabel}
            disabled={!listed || !alive}
            onClick={skip}
          >
            <PlayerIcon glyph="next" />
          </button>
        </div>
      </div>
      <div className={styles.body} id={bodyId} hidden={!state.expanded}>
        {album ? (
          <>
            <p className={styles.position}>
              Album {index + 1} of {ids.length} · newest first
            </p>
            <Suspense>
              <PlayerStage album={album} playing={playing} />
            </Suspense>
          </>
        ) : (
          <p className={styles.position}>{idle.detail}</p>
        )}
      </div>
    </section>
  )
}
