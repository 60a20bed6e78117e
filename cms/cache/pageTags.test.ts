import { describe, expect, it } from 'vitest'
import { momentPassed, momentTag } from './pageTags.mjs'

describe('moment tags', () => {
  const moment = Date.parse('2026-12-07T00:00:00.000Z')

  it('say a page may be served until its moment, to the millisecond, and not from it on', () => {
    const tags = ['albums', momentTag(moment)]
    expect(momentPassed(tags, moment - 1)).toBe(false)
    expect(momentPassed(tags, moment)).toBe(true)
    expect(momentPassed(tags, moment + 1)).toBe(true)
  })

  it('count the earliest of several, and nothing for pages without one', () => {
    expect(momentPassed([momentTag(moment + 60_000), momentTag(moment)], moment)).toBe(true)
    expect(momentPassed(['albums', 'artists'], moment)).toBe(false)
    expect(momentPassed([], moment)).toBe(false)
  })

  it('read no other tag as a moment', () => {
    expect(momentPassed(['until:', 'until:soon', 'untilnot:1'], moment)).toBe(false)
  })
})
