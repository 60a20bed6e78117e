import { defaultLoggerOptions } from 'payload'
import { pino, type DestinationStream, type LogFn, type Logger } from 'pino'

/**
 * The message of a caller's refused request in a log call's first argument: Payload logs an error
 * it answers as `{ err }`, and one whose status is 4xx was the caller's mistake. Told by the status
 * alone, not the class's name, which the minified server build renames.
 */
function refusalMessage(logged: unknown): string | null {
  const err = (logged as { err?: { status?: unknown; message?: unknown } } | null)?.err
  if (typeof err?.status !== 'number' || err.status < 400 || err.status >= 500) return null
  return typeof err.message === 'string' && err.message ? err.message : 'Error'
}

/** pino's number for the error level (its documented defaults). */
const ERROR = 50

/**
 * A stranger's wrong password or bad query is not the server's error: logged as an error, it would
 * fill the log with stacks and hide real failures. One INFO line with its message, as Payload's
 * own loggingLevels write an info.
 */
function refusalsAsInfo(this: Logger, args: Parameters<LogFn>, method: LogFn, level: number): void {
  const refusal = level >= ERROR ? refusalMessage(args[0]) : null
  if (refusal) this.info({ msg: refusal })
  else method.apply(this, args)
}

/** The server's log: Payload's own pretty lines, with refusals as info (README, "The server log"). */
export function serverLogger(destination: DestinationStream = defaultLoggerOptions): Logger {
  return pino({ hooks: { logMethod: refusalsAsInfo } }, destination)
}
