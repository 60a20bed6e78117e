import { describe, expect, it } from 'vitest'
import { preview } from './preview'
import { Report } from './report'

describe('import-legacy report', () => {
  it('shows an old id holding line breaks or escape sequences as text, never as a new line or a terminal code', () => {
    const report = new Report()
    report.skip('users', 'evil\u001b[2J\nusers u9: skipped — FORGED', 'no e-mail address')
    const text = report.format({ source: 'the source database', dryRun: true })
    expect(text).toContain('users evil\\u001b[2J\\u000ausers u9: skipped — FORGED: skipped — no e-mail address')
    expect(text).not.toContain('\u001b')
    expect(text.split('\n').filter((line) => line.includes('FORGED'))).toHaveLength(1)
  })

  it('shortens a long value by characters, never through the middle of an emoji', () => {
    expect(preview('😀'.repeat(100))).toBe(JSON.stringify(`${'😀'.repeat(57)}…`))
    expect(preview('short')).toBe('"short"')
  })
})
