import { describe, expect, it } from 'vitest'
import { initialPlayerState, playerReducer, type PlayerAction, type PlayerState } from './playerReducer'

const ids = [11, 22, 33, 44] as const
const play = (roll = 0): PlayerAction => ({ type: 'play', ids, roll })
const skip = (roll = 0): PlayerAction => ({ type: 'skip', ids, roll })
const run = (...actions: PlayerAction[]) => actions.reduce(playerReducer, initialPlayerState)

describe('playerReducer', () => {
  it('starts with no album, collapsed, paused, shuffle on', () => {
    expect(initialPlayerState).toEqual({ currentId: null, playing: false, expanded: false, shuffle: true })
  })

  it('plays a random album and opens the card on the first play', () => {
    expect(run(play(0.5))).toEqual({ currentId: 33, playing: true, expanded: true, shuffle: true })
  })

  it('plays a random album on a first skip, even with shuffle off', () => {
    expect(run({ type: 'toggleShuffle' }, skip(0.9))).toEqual({ currentId: 44, playing: true, expanded: true, shuffle: false })
  })

  it('does nothing when there is nothing to play', () => {
    const empty = { ids: [], roll: 0.3 }
    expect(run({ type: 'play', ...empty })).toBe(initialPlayerState)
    expect(run({ type: 'skip', ...empty })).toBe(initialPlayerState)
  })

  it('pauses and resumes the same album, showing the card again on resume', () => {
    const paused = run(play(0), { type: 'pause' }, { type: 'toggleExpanded' })
    expect(paused).toMatchObject({ currentId: 11, playing: false, expanded: false })
    expect(playerReducer(paused, play(0.99))).toMatchObject({ currentId: 11, playing: true, expanded: true })
  })

  it('collapses and expands by the header without touching playback', () => {
    const collapsed = run(play(0), { type: 'toggleExpanded' })
    expect(collapsed).toMatchObject({ expanded: false, playing: true, currentId: 11 })
    expect(playerReducer(collapsed, { type: 'toggleExpanded' })).toMatchObject({ expanded: true, playing: true })
  })

  it('with shuffle on, skips to a random album, which may be the same one', () => {
    const playing = run(play(0.3))
    expect(playing.currentId).toBe(22)
    expect(playerReducer(playing, skip(0.3)).currentId).toBe(22)
    expect(playerReducer(playing, skip(0.8)).currentId).toBe(44)
  })

  it('with shuffle off, skips to the next album in order and wraps', () => {
    let state = run(play(0.6), { type: 'toggleShuffle' })
    const order = [state.currentId]
    for (let i = 0; i < 4; i++) {
      state = playerReducer(state, skip(0))
      order.push(state.currentId)
    }
    expect(order).toEqual([33, 44, 11, 22, 33])
  })

  it('a skip while collapsed keeps the card collapsed and starts playing', () => {
    const collapsed: PlayerState = { currentId: 22, playing: false, expanded: false, shuffle: false }
    expect(playerReducer(collapsed, skip())).toEqual({ currentId: 33, playing: true, expanded: false, shuffle: false })
  })

  it('moves to the first album when the current one left the collection', () => {
    const orphan: PlayerState = { currentId: 99, playing: true, expanded: true, shuffle: false }
    expect(playerReducer(orphan, skip()).currentId).toBe(11)
  })

  it('toggles shuffle', () => {
    expect(run({ type: 'toggleShuffle' }).shuffle).toBe(false)
    expect(run({ type: 'toggleShuffle' }, { type: 'toggleShuffle' }).shuffle).toBe(true)
  })
})
