import { APIError } from 'payload'

/**
 * What the collections' rules answer a request they refuse (a 4xx whose message the caller sees).
 * A class of its own, unlike a bare APIError (which a server fault may be too), so that Payload
 * logs it at the level payload.config.ts names for it (loggingLevels): as info, like Payload's
 * own refusals, not as the server's error with its stack.
 */
export class RefusedRequest extends APIError<Record<string, unknown> | null> {
  constructor(message: string, status: number, data: Record<string, unknown> | null = null) {
    super(message, status, data, true)
  }
}
