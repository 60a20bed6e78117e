import { parseArgs } from 'node:util'
import type { Refusal } from '../../lib/commandArguments'

export const BACKUP_USAGE = `Usage: npm run payload -- backup --to FILE.tar.gz

Writes one archive of this site: its database (DATABASE_URL, or the embedded one, also while the
site runs on it) as SQL, every media file (DATA_DIR's, or the S3_BUCKET's) and a manifest.`

export const RESTORE_USAGE = `Usage: npm run payload -- restore --from FILE.tar.gz [--replace]

Restores a backup into this site's database (DATABASE_URL, or the embedded one in DATA_DIR) and
media store. The database must be empty; --replace first backs up what is there, then replaces it.`

type Values = { to?: string; from?: string; replace?: boolean; help?: boolean }

/** parseArgs, with what a mistyped option looks like said plainly, and the usage after any error. */
function parse(args: string[], options: Record<string, { type: 'string' | 'boolean' }>, usage: string): { values: Values } | Refusal {
  try {
    const { values, positionals } = parseArgs({ args, options: { ...options, help: { type: 'boolean' } }, allowPositionals: true })
    if (values.help) return { help: usage }
    // The example is one of this command's own options.
    const example = `--${Object.keys(options).at(-1)}`
    if (positionals.length) return { error: `Unexpected argument "${positionals[0]}": options start with two hyphens, such as ${example}.\n\n${usage}` }
    return { values: values as Values }
  } catch (error) {
    return { error: `${(error as Error).message}\n\n${usage}` }
  }
}

/** `backup`'s arguments, or what is wrong with them. */
export function parseBackupOptions(args: string[]): { to: string } | Refusal {
  const parsed = parse(args, { to: { type: 'string' } }, BACKUP_USAGE)
  if (!('values' in parsed)) return parsed
  const to = parsed.values.to
  if (!to) return { error: `--to is required.\n\n${BACKUP_USAGE}` }
  return { to }
}

/** `restore`'s arguments, or what is wrong with them. */
export function parseRestoreOptions(args: string[]): { from: string; replace: boolean } | Refusal {
  const parsed = parse(args, { from: { type: 'string' }, replace: { type: 'boolean' } }, RESTORE_USAGE)
  if (!('values' in parsed)) return parsed
  const from = parsed.values.from
  if (!from) return { error: `--from is required.\n\n${RESTORE_USAGE}` }
  return { from, replace: parsed.values.replace === true }
}
