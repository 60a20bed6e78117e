/**
 * `npm run payload -- restore --from FILE.tar.gz [--replace]` (a Payload bin command,
 * cms/payload.config.ts): a backup back into this site's database and media store. Exit status
 * 0 when restored, 1 when it could not be (one line says why; a refused archive changes
 * nothing), 2 on bad arguments.
 */
import type { SanitizedConfig } from 'payload'
import { parseRestoreOptions } from './options'
import { Progress } from './progress'
import { runRestore } from './restore'
import { isRefusal, refusalStatus } from '../../lib/commandArguments'

async function restore(config: SanitizedConfig, args: string[]): Promise<number> {
  const options = parseRestoreOptions(args)
  if (isRefusal(options)) return refusalStatus(options)
  const progress = new Progress()
  try {
    console.log(await runRestore(config, options, progress))
    return 0
  } catch (error) {
    progress.end()
    console.error((error as Error).message)
    return 1
  }
}

/** Payload's bin runner calls this with the config, and exits 0 whatever happens: the status is set here. */
export async function script(config: SanitizedConfig): Promise<void> {
  const separator = process.argv.indexOf('restore')
  process.exit(await restore(config, process.argv.slice(separator + 1)))
}
