import type { AfterErrorHook } from 'payload'

/**
 * Payload logs every error a GraphQL resolver throws at ERROR with its stack, whatever its status:
 * an anonymous query of a document it may not read, or that does not exist, wrote twenty lines
 * of ERROR, so a stranger could fill the log and hide what went wrong. With GraphQLError's own
 * logging off (loggingLevels in payload.config.ts), this logs the server's failures alone, after
 * the hooks before it have made a client's mistakes the 4xx they are.
 */
export const logGraphqlServerErrors: AfterErrorHook = ({ error, graphqlResult, req }) => {
  const status = graphqlResult?.extensions?.statusCode
  if (graphqlResult && !(typeof status === 'number' && status < 500)) req.payload.logger.error({ err: error })
}
