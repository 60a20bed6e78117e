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
