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

/**
 * Payload's GraphQL errors carry the name of the class that threw in `extensions.name`: which of
 * Payload's internals refused says nothing a client needs beside `statusCode` and the message, and
 * the /api contract's answers have neither (their shape: cms/api/http.ts).
 */
export const dropErrorClassNames: AfterErrorHook = ({ graphqlResult }) => {
  if (!graphqlResult?.extensions) return
  const { name: _className, ...extensions } = graphqlResult.extensions
  return { graphqlResult: { ...graphqlResult, extensions } }
}
