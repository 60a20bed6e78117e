import type { CollectionAfterLoginHook } from 'payload'
import { decodeJwt } from 'jose'
import { runUnderSession } from '@platform/payloadSessionId'

/**
 * Payload's sign-in makes the rest of the request the new user's, but without the session it
 * opened: a sign-out or a refresh later in the same request (two mutations of one GraphQL
 * document) then ended nothing while answering true, or was refused 403. The session's id is
 * read back from the token the sign-in just signed.
 */
export const keepNewSession: CollectionAfterLoginHook = ({ req, token }) => {
  const { sid } = decodeJwt(token)
  if (req.user && typeof sid === 'string') runUnderSession(req.user, sid)
}
