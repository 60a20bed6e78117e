import { describe, expect, it } from 'vitest'
import { mergeSessions } from './sessionWrites'

const later = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString()
const session = (id: string, minutes = 60) => ({ id, expiresAt: later(minutes) })
const ids = (sessions: { id: string }[]) => sessions.map(({ id }) => id)

describe('mergeSessions: one operation’s change to an account’s sessions, applied to the list as it is now', () => {
  it('a sign-in keeps the sessions another sign-in added meanwhile', () => {
    const read = [session('a')]
    expect(ids(mergeSessions([session('a'), session('b')], read, [...read, session('c')]))).toEqual(['a', 'b', 'c'])
  })

  it('a sign-in does not bring back a session signed out meanwhile', () => {
    const read = [session('a'), session('b')]
    expect(ids(mergeSessions([session('a')], read, [...read, session('c')]))).toEqual(['a', 'c'])
  })

  it('a sign-out drops only its own session', () => {
    expect(ids(mergeSessions([session('a'), session('b'), session('c')], [session('a'), session('b')], [session('a')]))).toEqual(['a', 'c'])
  })

  it('a refresh extends its session if it is still there, and never brings it back', () => {
    const read = [session('a', 5)]
    const merged = mergeSessions([session('a', 5), session('b')], read, [session('a', 600)])
    expect(new Date(merged[0]!.expiresAt).getTime()).toBeGreaterThan(Date.now() + 500 * 60_000)
    expect(ids(mergeSessions([session('b')], read, [session('a', 600)]))).toEqual(['b'])
  })

  it('drops expired sessions', () => {
    expect(ids(mergeSessions([session('old', -1), session('a')], [session('a')], [session('a'), session('n')]))).toEqual(['a', 'n'])
  })
})
