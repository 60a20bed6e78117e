import 'server-only'
import { cache } from 'react'
import { visitorClient } from '../../graphql/client'
import { HomeViewerDocument } from '../../graphql/generated/graphql'

/**
 * The signed-in visitor of this request and their latest lyric submissions, in one operation;
 * null when the session cookie is missing, invalid or expired. Read per request, never cached.
 */
export const getHomeViewer = cache(async () => {
  // Signed out, the submissions are refused: that is an answer (no one to greet), not a failure.
  const { data } = await (await visitorClient()).query({ query: HomeViewerDocument, errorPolicy: 'all' })
  const user = data?.meUser?.user
  if (!user) return null
  return { user, submissions: data?.LyricSubmissions?.docs ?? [], submissionCount: data?.LyricSubmissions?.totalDocs ?? 0 }
})

/** Whether this request is signed in (the sign-in page sends signed-in visitors on). */
export const isSignedIn = async (): Promise<boolean> => (await getHomeViewer()) !== null
