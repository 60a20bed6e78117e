import { nextIndex } from './nextInOrder'
import { pickRandomIndex } from './pickRandom'

/**
 * The player's states (SPEC §4). No album is current until the first play or skip; the card
 * starts collapsed and opens on that first play; shuffle starts on.
 */
export type PlayerState = {
  /** The id of the album in the player, or null before the first play. */
  currentId: number | null
  playing: boolean
  expanded: boolean
  shuffle: boolean
}

export const initialPlayerState: PlayerState = { currentId: null, playing: false, expanded: false, shuffle: true }

/**
 * `ids` is the collection in its playing order. `roll` is a number in [0, 1) drawn by the caller,
 * so that the reducer stays pure (React may run it twice) and tests choose the "random" album.
 */
export type PlayerAction =
  | { type: 'play'; ids: readonly number[]; roll: number }
  | { type: 'pause' }
  | { type: 'skip'; ids: readonly number[]; roll: number }
  | { type: 'toggleExpanded' }
  | { type: 'toggleShuffle' }

function randomId(ids: readonly number[], roll: number): number | null {
  const index = pickRandomIndex(ids.length, () => roll)
  return index === null ? null : ids[index]!
}

function followingId(ids: readonly number[], currentId: number): number | null {
  const index = nextIndex(ids.indexOf(currentId), ids.length)
  return index === null ? null : ids[index]!
}

/** Starts the player on an album; the very first play also opens the card. */
function start(state: PlayerState, albumId: number | null): PlayerState {
  if (albumId === null) return state
  return { ...state, currentId: albumId, playing: true, expanded: state.expanded || state.currentId === null }
}

export function playerReducer(state: PlayerState, action: PlayerAction): PlayerState {
  switch (action.type) {
    case 'play':
      if (state.currentId === null) return start(state, randomId(action.ids, action.roll))
      // Spotify's embed needs a press of its own to make sound, so resuming shows it.
      return { ...state, playing: true, expanded: true }
    case 'pause':
      return { ...state, playing: false }
    case 'skip': {
      const next =
        !state.shuffle && state.currentId !== null
          ? followingId(action.ids, state.currentId)
          : randomId(action.ids, action.roll)
      return start(state, next)
    }
    case 'toggleExpanded':
      return { ...state, expanded: !state.expanded }
    case 'toggleShuffle':
      return { ...state, shuffle: !state.shuffle }
  }
}
