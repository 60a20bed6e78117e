import type { AfterErrorHook } from 'payload'
import { DATABASE_INPUT_MESSAGE, isDatabaseInputError } from '../lib/input/unstorable'

/**
 * The last net under Payload's REST and GraphQL: a value PostgreSQL refused (out of range, not a
 * number, a negative offset) was the client's, so it is a 400 with a message rather than a 500.
 */
export const answerDatabaseInputErrors: AfterErrorHook = ({ error, graphqlResult }) => {
  if (!isDatabaseInputError(error)) return
  if (graphqlResult) {
    return { graphqlResult: { ...graphqlResult, message: DATABASE_INPUT_MESSAGE, extensions: { ...graphqlResult.extensions, statusCode: 400 } } }
  }
  return { response: { errors: [{ message: DATABASE_INPUT_MESSAGE }] }, status: 400 }
}

const UNKNOWN = 'An unknown error occurred.'

/**
 * Payload's REST writes an error's message only when the error's class keeps its name, and the
 * bundler's minifying takes it from the APIError our hooks throw (rejectUnstorableInput): their
 * 400s read "An unknown error occurred.". A public refusal (below 500) keeps its own message.
 */
export const keepRefusalMessages: AfterErrorHook = ({ error, graphqlResult, result }) => {
  if (graphqlResult) return
  const { status, isPublic, message } = error as { status?: unknown; isPublic?: unknown; message?: unknown }
  const refusal = typeof status === 'number' && status < 500 && isPublic === true && typeof message === 'string' && message
  const unknown = (result as { errors?: { message?: string }[] } | undefined)?.errors?.[0]?.message === UNKNOWN
  if (refusal && unknown) return { response: { errors: [{ message }] }, status }
}

/**
 * Payload's errors carry their class's name (GraphQL's `extensions.name`, each REST error's
 * `name`), and the bundler's minifying makes that "a2" or "o": noise to a client, which has the
 * status and the message. (Mapping it back with `instanceof` against Payload's error classes does
 * not match here.)
 */
export const dropMinifiedErrorNames: AfterErrorHook = ({ graphqlResult, result }) => {
  if (graphqlResult) {
    if (!graphqlResult.extensions) return
    const { name: _minified, ...extensions } = graphqlResult.extensions
    return { graphqlResult: { ...graphqlResult, extensions } }
  }
  if (!Array.isArray(result?.errors)) return
  return { response: { ...result, errors: result.errors.map(({ name: _minified, ...rest }) => rest) } }
}
