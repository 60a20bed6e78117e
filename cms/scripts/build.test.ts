import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { sourcesDigest } from './build'

describe('sourcesDigest: whether the build is older than the sources', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'machine-soul-sources-'))
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), text)
  }
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  it('changes with a source, not with a file rewritten as it was, a test, or what Next writes', () => {
    write('cms/payload-types.ts', 'export type A = 1\n')
    write('site/app/page.tsx', 'export default 1\n')
    const before = sourcesDigest(dir)
    write('cms/payload-types.ts', 'export type A = 1\n')
    write('cms/collections/x.int.test.ts', 'test\n')
    write('site/.next/BUILD_ID', 'abc')
    write('site/next-env.d.ts', '//\n')
    expect(sourcesDigest(dir)).toBe(before)
    write('site/app/page.tsx', 'export default 2\n')
    expect(sourcesDigest(dir)).not.toBe(before)
  })

  it('changes when a source is renamed or removed', () => {
    write('cms/a.ts', 'x')
    const before = sourcesDigest(dir)
    fs.renameSync(path.join(dir, 'cms/a.ts'), path.join(dir, 'cms/b.ts'))
    expect(sourcesDigest(dir)).not.toBe(before)
    fs.rmSync(path.join(dir, 'cms/b.ts'))
    expect(sourcesDigest(dir)).not.toBe(before)
  })
})
