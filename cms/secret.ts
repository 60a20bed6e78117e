import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'
import { dataDir } from './db/paths'
import { makeFolder } from './lib/makeFolder'

/**
 * PAYLOAD_SECRET signs sessions. Without one (the quick start), a random secret is made once and
 * kept in the data folder, so sign-ins survive a restart and no secret ships in the repository.
 */
export function payloadSecret(): string {
  if (process.env.PAYLOAD_SECRET) return process.env.PAYLOAD_SECRET
  if (process.env.NODE_ENV === 'production' && process.env.DATABASE_URL) {
    throw new Error('PAYLOAD_SECRET must be set when running on PostgreSQL in production.')
  }
  const file = path.join(dataDir(), 'secret')
  const kept = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : ''
  if (kept) return kept
  // None yet, or emptied: a new one (the sessions signed with a lost one end, as after a deletion).
  const secret = crypto.randomBytes(32).toString('hex')
  try {
    makeFolder(path.dirname(file))
    fs.writeFileSync(file, secret, { mode: 0o600 })
  } catch (error) {
    throw new Error(`The data folder ${dataDir()} (DATA_DIR) cannot keep the generated PAYLOAD_SECRET: ${(error as Error).message}. Point DATA_DIR at a folder this user may write, or set PAYLOAD_SECRET.`)
  }
  return secret
}
