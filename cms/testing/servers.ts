import crypto from 'node:crypto'
import net from 'node:net'
import type { ChildProcess } from 'node:child_process'
import { spawnServer } from '../scripts/spawnServer'
import { TEST_ADMIN } from './fixtures'
import type { FreshDatabase } from './freshDatabase'

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

/** The settings of several instances on `database`, as one deployment's: one secret, the test admin, and `extra`. */
export function deploymentEnv(database: FreshDatabase, extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  return {
    ...process.env,
    ...database.env,
    PAYLOAD_SECRET: crypto.randomBytes(24).toString('hex'),
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    ...extra,
  }
}

/** The built site on 127.0.0.1:`port` with `env` (its SITE_URL that address), once it answers; `stdio: 'pipe'` to read its log. */
export async function startInstance(port: number, env: NodeJS.ProcessEnv, stdio: 'inherit' | 'pipe' = 'inherit'): Promise<{ base: string; server: ChildProcess }> {
  const base = `http://127.0.0.1:${port}`
  const server = spawnServer(String(port), { hostname: '127.0.0.1', env: { ...env, SITE_URL: base }, stdio })
  await waitUntilUp(base, server)
  return { base, server }
}

/** Signs `credentials` in at `base`; answers the session as a Cookie header. */
export async function signIn(base: string, credentials: { email: string; password: string }): Promise<string> {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base },
    body: JSON.stringify(credentials),
  })
  if (login.status !== 200) throw new Error(`Signing in at ${base}: ${login.status} ${await login.text()}`)
  return login.headers.getSetCookie().map((header) => header.split(';')[0]).join('; ')
}
