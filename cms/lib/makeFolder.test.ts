import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it, vi } from 'vitest'
import { makeFolder } from './makeFolder'

const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'make-folder-'))
afterAll(() => fs.rmSync(scratch, { recursive: true, force: true }))

const codeOf = (run: () => unknown) => {
  try {
    run()
    return null
  } catch (error) {
    return (error as NodeJS.ErrnoException).code
  }
}

describe('makeFolder', () => {
  it('makes every missing level and answers the first one made, as mkdir -p', () => {
    const deep = path.join(scratch, 'a', 'b', 'c')
    expect(makeFolder(deep)).toBe(path.join(scratch, 'a'))
    expect(fs.statSync(deep).isDirectory()).toBe(true)
    expect(makeFolder(deep)).toBeUndefined()
  })

  it('refuses a file in the way: EEXIST for the folder itself, ENOTDIR under it', () => {
    const file = path.join(scratch, 'file')
    fs.writeFileSync(file, '')
    expect(codeOf(() => makeFolder(file))).toBe('EEXIST')
    expect(codeOf(() => makeFolder(path.join(file, 'below')))).toBe('ENOTDIR')
  })

  it('takes a folder another process made meanwhile, as mkdir -p does', () => {
    const folder = path.join(scratch, 'raced')
    const exists = fs.existsSync
    // The other process makes it just after this one looked.
    const spy = vi.spyOn(fs, 'existsSync').mockImplementation((at) => {
      const seen = exists(at)
      if (at === folder && !seen) fs.mkdirSync(folder)
      return seen
    })
    try {
      expect(makeFolder(folder)).toBe(folder)
    } finally {
      spy.mockRestore()
    }
    expect(fs.statSync(folder).isDirectory()).toBe(true)
  })

  it('refuses a dangling link rather than loop on it', () => {
    const link = path.join(scratch, 'dangling')
    fs.symlinkSync(path.join(scratch, 'nowhere', 'deeper'), link)
    expect(codeOf(() => makeFolder(path.join(link, 'data')))).not.toBeNull()
  })

  it.runIf(fs.existsSync('/proc/self'))('refuses a folder under /proc, where Node’s recursive mkdir never returns', () => {
    expect(codeOf(() => makeFolder('/proc/machine-soul-data/media'))).toBe('ENOENT')
  })
})
