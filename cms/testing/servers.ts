import net from 'node:net'
import type { ChildProcess } from 'node:child_process'

/** Whether something listens at the host and port of `url` (Redis, before a test relies on it). */
export function reachable(url: string, defaultPort = 6379): Promise<boolean> {
  const { hostname, port } = new URL(url)
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port || defaultPort) }, () => {
      socket.destroy()
      resolve(true)
    })
    socket.on('error', () => resolve(false))
  })
}

/** Waits (up to 2 minutes) until the instance at `base` answers, failing early if it exits. */
export async function waitUntilUp(base: string, server: ChildProcess): Promise<void> {
  for (let attempt = 0; attempt < 480; attempt++) {
    if (server.exitCode !== null) throw new Error(`the instance at ${base} exited`)
    if (await fetch(`${base}/api/auth/user`).then((r) => r.status === 401, () => false)) return
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`the instance at ${base} did not start`)
}
