import { spawn } from 'node:child_process'

export type Run = { code: number | null; signal: NodeJS.Signals | null; out: string; err: string }

/**
 * `npm run payload -- <command> …` with the database settings `target` alone: the suite's own
 * DATABASE_URL and DATA_DIR are left out unless `target` names them.
 */
export function payloadCli(target: Record<string, string | undefined>, ...args: string[]): Promise<Run> {
  const env: NodeJS.ProcessEnv = { ...process.env, PAYLOAD_CONFIG_PATH: 'cms/payload.config.ts', NODE_OPTIONS: '--conditions=production', PAYLOAD_SECRET: 'backup-test' }
  delete env.DATABASE_URL
  delete env.DATA_DIR
  const child = spawn(process.execPath, ['node_modules/payload/bin.js', ...args], { env: { ...env, ...target } })
  let out = ''
  let err = ''
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()))
  return new Promise((resolve) => child.on('exit', (code, signal) => resolve({ code, signal, out, err })))
}
