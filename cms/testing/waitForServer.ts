import type { ChildProcess } from 'node:child_process'

const STARTUP_MS = 120_000

/** Waits until the test server started as `server` answers at `url`. */
export async function waitForServer(url: string, server: ChildProcess): Promise<void> {
  const deadline = Date.now() + STARTUP_MS
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`The test server exited with code ${server.exitCode}`)
    try {
      const response = await fetch(`${url}/api/auth/user`)
      if (response.status === 401) return
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250))
  }
  throw new Error(`The test server did not answer within ${STARTUP_MS / 1000} s`)
}
