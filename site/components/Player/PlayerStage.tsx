import { cssVars } from '../../styles/cssVars'
import { ButtonExternal } from '../Button/Button'
import { ExternalIcon } from '../Icon/Icon'
import { albumEmbed } from './albumEmbed'
import { EMBED_ALLOW, EMBED_HEIGHT, SKIP_DELAY_MS } from './constants'
import styles from './PlayerStage.module.css'
import type { PlayerAlbum } from './types'
import { useSettled } from './useSettled'

const STAGE_HEIGHT = cssVars({ '--stage-height': `${EMBED_HEIGHT}px` })

/**
 * What plays: Spotify's embedded player while playing. Pausing removes it, so its audio stops
 * for real; a new album's embed loads after the skip delay, so skipping through loads only the
 * album the visitor stops at.
 */
export function PlayerStage({ album, playing }: { album: PlayerAlbum; playing: boolean }) {
  const embed = albumEmbed(album.spotifyUrl)
  const wanted = playing && embed.kind === 'embed' ? embed.src : null
  const src = useSettled(wanted, SKIP_DELAY_MS)

  if (embed.kind === 'link') {
    return (
      <div className={styles.note}>
        <span>Spotify has no player to embed for this link.</span>
        <ButtonExternal href={embed.href} $variant="secondary" $size="sm">
          Open in Spotify <ExternalIcon size={14} />
        </ButtonExternal>
      </div>
    )
  }
  if (embed.kind === 'none') {
    return <div className={styles.note}>This album is not on Spotify yet, so there is nothing to play here.</div>
  }
  if (!playing) return <div className={styles.note}>Paused. Press play to bring back the Spotify player.</div>
  if (src !== wanted) {
    return (
      <div className={styles.waiting} style={STAGE_HEIGHT}>
        Loading the Spotify player…
      </div>
    )
  }
  return (
    <iframe
      key={src}
      className={styles.frame}
      style={STAGE_HEIGHT}
      src={src ?? undefined}
      title={`Spotify player: ${album.title}`}
      height={EMBED_HEIGHT}
      loading="lazy"
      allow={EMBED_ALLOW}
    />
  )
}
