import type * as GraphQL from 'graphql'
import type { PayloadRequest } from 'payload'
import { requestPasswordReset } from './passwordReset'

/**
 * GraphQL's forgotPasswordUser in place of Payload's (custom mutations replace built-ins of the
 * same name): the same request as every other way in. Payload's took `disableEmail` and
 * `expiration` from any caller too, which let a stranger set a silent or long-lived token.
 */
export const forgotPasswordMutation = (graphQL: typeof GraphQL) => ({
  forgotPasswordUser: {
    type: new graphQL.GraphQLNonNull(graphQL.GraphQLBoolean),
    args: { email: { type: new graphQL.GraphQLNonNull(graphQL.GraphQLString) } },
    resolve: async (_: unknown, args: { email: string }, context: { req: PayloadRequest }) => {
      await requestPasswordReset(context.req, args.email)
      return true
    },
  },
})
