import type { RequiredDataFromCollectionSlug } from 'payload'
import { lyricSubmissionSchema } from '../../schemas/lyricSubmission'
import { route } from '../handler'
import { json, parseBody } from '../http'
import { toContractLyricSubmission } from '../mappers/lyricSubmission'
import { requireUser } from '../request'
import { findAll } from '../findAll'

/** GET /api/lyric-submissions: the caller's own submissions, newest first. */
export const GET = route(async ({ req }) => {
  const user = requireUser(req)
  const docs = await findAll(req, 'lyric-submissions', { sort: '-createdAt', where: { user: { equals: user.id } } })
  return json(docs.map(toContractLyricSubmission))
})

/** POST /api/lyric-submissions (signed in): stored as pending, for the caller, whatever the body says. */
export const POST = route(async ({ request, req }) => {
  requireUser(req)
  const data = await parseBody(request, lyricSubmissionSchema)
  const submission = await req.payload.create({
    collection: 'lyric-submissions',
    // The collection sets user, status and (when none is given) the title.
    data: data as RequiredDataFromCollectionSlug<'lyric-submissions'>,
    depth: 0,
    req,
    overrideAccess: false,
  })
  return json(toContractLyricSubmission(submission), 201)
})
