import { spawn, type ChildProcess } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { onCleanup, stopping } from './cleanup'
import { LOG_DIR } from './config'

export type Child = { name: string; process: ChildProcess; log: string }

const exited = (child: ChildProcess) => child.exitCode !== null || child.signalCode !== null

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    process.kill(-child.pid!, signal)
  } catch {
    // the group is gone already
  }
}

/** `signal` to the child's group, SIGKILL if it is still there after `graceMs`. */
async function stopChild(child: ChildProcess, signal: NodeJS.Signals, graceMs = 30_000): Promise<void> {
  if (exited(child)) return
  const gone = new Promise((resolve) => child.once('exit', resolve))
  signalGroup(child, signal)
  const timer = setTimeout(() => signalGroup(child, 'SIGKILL'), graceMs)
  await gone
  clearTimeout(timer)
}

/**
 * Starts `node args…` in a process group of its own, its output in LOG_DIR/<name>.log so the
 * table stays readable, and stops the group at cleanup (next start and serve-test have children
 * of their own). `stopSignal` is what the command cleans up on: Lighthouse closes its Chromium on SIGINT.
 */
export function startChild(name: string, args: string[], env: NodeJS.ProcessEnv = process.env, stopSignal: NodeJS.Signals = 'SIGTERM'): Child {
  if (stopping()) throw new Error(`Not starting ${name}: the bench is stopping`)
  fs.mkdirSync(LOG_DIR, { recursive: true })
  const log = path.join(LOG_DIR, `${name}.log`)
  const out = fs.openSync(log, 'w')
  const child = spawn(process.execPath, args, { env, stdio: ['ignore', out, out], detached: true })
  fs.closeSync(out)
  onCleanup(() => stopChild(child, stopSignal))
  return { name, process: child, log }
}

/** Runs a command to its end (a build, a Lighthouse run); throws when it fails. */
export async function runChild(name: string, args: string[], env?: NodeJS.ProcessEnv, stopSignal?: NodeJS.Signals): Promise<void> {
  const child = startChild(name, args, env, stopSignal)
  const code = await new Promise<number | null>((resolve) => child.process.once('exit', resolve))
  if (code !== 0) throw new Error(`${name} failed (exit ${code}); see ${child.log}`)
}

/** Resolves once `url` answers with `status`; throws when the child exits or the time is up. */
export async function waitForUrl(child: Child, url: string, status = 200, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (exited(child.process)) throw new Error(`${child.name} exited before answering; see ${child.log}`)
    const answered = await fetch(url).then((response) => response.status, () => 0)
    if (answered === status) return
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  throw new Error(`${child.name} did not answer ${url} with ${status} within ${timeoutMs / 1000} s; see ${child.log}`)
}
