import { describe, expect, it } from 'vitest'
import { parseOptions, redacted, USAGE } from './options'

describe('import-legacy options', () => {
  it('reads --from and --dry-run', () => {
    expect(parseOptions(['--from', 'postgres://old@db:5432/app', '--dry-run'])).toEqual({ from: 'postgres://old@db:5432/app', dryRun: true })
    expect(parseOptions(['--from=postgresql://old@db/app'])).toEqual({ from: 'postgresql://old@db/app', dryRun: false })
  })

  it('says what is wrong with missing, foreign or unknown arguments', () => {
    expect(parseOptions([])).toMatchObject({ error: expect.stringMatching(/^--from is required/) })
    expect(parseOptions(['--from', 'mysql://db/app'])).toMatchObject({ error: expect.stringMatching(/postgres:\/\/ connection string/) })
    expect(parseOptions(['--from', 'postgres://db/app', '--force'])).toMatchObject({ error: expect.stringMatching(/--force/) })
    expect(parseOptions(['--from', 'postgres://[::1'])).toMatchObject({ error: expect.stringMatching(/^--from is not a valid connection string/) })
    for (const typo of ['dry-run', '—dry-run', '-dry-run']) {
      expect(parseOptions(['--from', 'postgres://db/app', typo]), typo).toMatchObject({ error: expect.stringMatching(/Unexpected argument|Unknown option/) })
    }
  })

  it('answers --help with the usage alone', () => {
    expect(parseOptions(['--help'])).toEqual({ help: USAGE })
  })

  it('never shows the source password in the report', () => {
    expect(redacted('postgres://old:s3cret@db:5432/app')).toBe('postgres://old:***@db:5432/app')
  })
})
