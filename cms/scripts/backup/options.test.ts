import { describe, expect, it } from 'vitest'
import { BACKUP_USAGE, parseBackupOptions, parseRestoreOptions, RESTORE_USAGE } from './options'

describe('backup and restore arguments', () => {
  it('reads them', () => {
    expect(parseBackupOptions(['--to', 'site.tar.gz'])).toEqual({ to: 'site.tar.gz' })
    expect(parseRestoreOptions(['--from', 'site.tar.gz', '--replace'])).toEqual({ from: 'site.tar.gz', replace: true })
    expect(parseRestoreOptions(['--from', 'site.tar.gz'])).toEqual({ from: 'site.tar.gz', replace: false })
  })

  it('says what is wrong: a missing file, a stray word, an unknown option', () => {
    expect(parseBackupOptions([])).toMatchObject({ error: expect.stringMatching(/^--to is required\./) })
    expect(parseRestoreOptions(['--from', 'x.tar.gz', 'replace'])).toMatchObject({ error: expect.stringMatching(/^Unexpected argument "replace": options start with two hyphens/) })
    expect(parseRestoreOptions(['--from', 'x.tar.gz', 'replace'])).toMatchObject({ error: expect.stringMatching(/such as --replace\./) })
    // backup takes no --replace: its own option is the example.
    expect(parseBackupOptions(['--to', 'a.tar.gz', 'extra'])).toMatchObject({ error: expect.stringMatching(/^Unexpected argument "extra": options start with two hyphens, such as --to\./) })
    expect(parseRestoreOptions(['--from', 'x.tar.gz', '--force'])).toMatchObject({ error: expect.stringMatching(/Unknown option '--force'/) })
  })
  it('answers --help with the usage alone, whatever else is given', () => {
    expect(parseBackupOptions(['--help'])).toEqual({ help: BACKUP_USAGE })
    expect(parseRestoreOptions(['--from', 'x.tar.gz', '--help'])).toEqual({ help: RESTORE_USAGE })
  })
})
