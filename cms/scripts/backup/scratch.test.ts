import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'

const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'machine-soul-scratch-test-'))
afterAll(() => fs.rmSync(parent, { recursive: true, force: true }))

const scratchModule = path.resolve('cms/scripts/backup/scratch.ts')

/** A process that makes a private scratch folder in `parent`, prints it, writes a file in it, then ends by `end`. */
function run(end: string) {
  const script = `
    import fs from 'node:fs'
    import { privateScratch } from ${JSON.stringify(scratchModule)}
    const scratch = privateScratch('held-', ${JSON.stringify(parent)})
    fs.writeFileSync(scratch.dir + '/dump.sql', 'every row', { mode: 0o600 })
    console.log(scratch.dir, (fs.statSync(scratch.dir).mode & 0o777).toString(8))
    ${end}
  `
  const child = spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], { encoding: 'utf8', timeout: 30_000 })
  const [dir, mode] = child.stdout.trim().split(' ')
  return { dir: dir!, mode, status: child.status, signal: child.signal }
}

describe('privateScratch', () => {
  it('is a folder only its owner opens', () => {
    expect(run('').mode).toBe('700')
  })

  it.each([
    ['process.exit(1), as Payload does when a migration fails', 'process.exit(1)'],
    ['an uncaught error', "throw new Error('boom')"],
    ['SIGTERM, with no handler of its own', "process.kill(process.pid, 'SIGTERM'); setTimeout(() => {}, 5000)"],
    ['SIGINT, beside a handler that exits', "process.once('SIGINT', () => process.exit(130)); process.kill(process.pid, 'SIGINT'); setTimeout(() => {}, 5000)"],
  ])('is removed when the process ends by %s', (_, end) => {
    const { dir, status, signal } = run(end)
    expect(dir.startsWith(path.join(parent, 'held-'))).toBe(true)
    expect(status === 0 && signal === null).toBe(false)
    expect(fs.existsSync(dir)).toBe(false)
  })

  it('leaves a signal its ending: the process still ends by it', () => {
    expect(run("process.kill(process.pid, 'SIGTERM'); setTimeout(() => {}, 5000)").signal).toBe('SIGTERM')
  })
})
