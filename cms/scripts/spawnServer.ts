import { spawn, type ChildProcess } from 'node:child_process'
import { serverBundle } from './serverBundle'

/** Starts the built site on `port` in a child process: `npm start`, the test servers and the bench. `stdio: 'pipe'` hands its log to the caller. */
export function spawnServer(port: string, options: { hostname?: string; env?: NodeJS.ProcessEnv; stdio?: 'inherit' | 'pipe' } = {}): ChildProcess {
  const args = [serverBundle, '--port', port, ...(options.hostname ? ['--hostname', options.hostname] : [])]
  // React and Next pick their production code when first loaded: the variable must be set before.
  const env: NodeJS.ProcessEnv = { ...(options.env ?? process.env), NODE_ENV: 'production' as const }
  return spawn(process.execPath, args, { env, stdio: ['inherit', options.stdio ?? 'inherit', 'inherit'] })
}

/** Stops a server (spawnServer's, serve-test's) and waits until it has exited. */
export async function stopServer(server: ChildProcess): Promise<void> {
  if (server.exitCode !== null || server.signalCode !== null) return
  const exited = new Promise((resolve) => server.once('exit', resolve))
  server.kill('SIGTERM')
  await exited
}
