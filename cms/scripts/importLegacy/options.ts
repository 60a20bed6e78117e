import { parseArgs } from 'node:util'
import type { Refusal } from '../../lib/commandArguments'

export const USAGE = `Usage: npm run payload -- import-legacy --from postgres://user@host:5432/olddb [--dry-run]

Copies the original app's tables into this site's database (DATABASE_URL, or the embedded one,
also while the site runs on it). --dry-run reads and reports, writing nothing.`

export type Options = { from: string; dryRun: boolean }

/** The command's arguments (after `import-legacy`), or the usage asked for, or a message saying what is wrong with them. */
export function parseOptions(args: string[]): Options | Refusal {
  try {
    const { values, positionals } = parseArgs({
      args,
      options: { from: { type: 'string' }, 'dry-run': { type: 'boolean', default: false }, help: { type: 'boolean', default: false } },
      allowPositionals: true,
    })
    if (values.help) return { help: USAGE }
    // Read as a mistyped option: `dry-run` or `—dry-run` (a pasted dash) ran a real import.
    if (positionals.length) return { error: `Unexpected argument "${positionals[0]}": options start with two hyphens, such as --dry-run.\n\n${USAGE}` }
    if (!values.from) return { error: `--from is required.\n\n${USAGE}` }
    if (!/^postgres(ql)?:\/\//.test(values.from)) return { error: `--from must be a postgres:// connection string.\n\n${USAGE}` }
    if (!URL.canParse(values.from)) return { error: `--from is not a valid connection string: check the host, the port and any characters to %-encode in the password.\n\n${USAGE}` }
    return { from: values.from, dryRun: values['dry-run'] }
  } catch (error) {
    return { error: `${(error as Error).message}\n\n${USAGE}` }
  }
}

/** The source as the report names it: without its password. */
export function redacted(url: string): string {
  try {
    const parsed = new URL(url)
    if (parsed.password) parsed.password = '***'
    return parsed.toString()
  } catch {
    return 'the source database'
  }
}
