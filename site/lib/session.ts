import 'server-only'
import { cache } from 'react'
import { getClient } from '../graphql/client'
import { CurrentUserDocument, type SessionUserFragment } from '../graphql/generated/graphql'

export type SessionUser = SessionUserFragment

/** The signed-in visitor of this render, or null. Read once per request. */
export const getSessionUser = cache(async (): Promise<SessionUser | null> => {
  const client = await getClient()
  const { data } = await client.query({ query: CurrentUserDocument })
  return data?.meUser?.user ?? null
})
