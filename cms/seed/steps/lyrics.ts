import type { PayloadRequest } from 'payload'
import { DEMO_LYRICS } from '../content/lyrics'
import type { DemoUsers } from './users'

/** Lyric submissions in every review state; status is admin-only, which overrideAccess allows here. */
export async function seedLyrics(req: PayloadRequest, users: DemoUsers): Promise<void> {
  for (const { by, ...submission } of DEMO_LYRICS) {
    const user = users[by]
    await req.payload.create({
      collection: 'lyric-submissions',
      data: { ...submission, user: user.id, name: user.firstName, email: user.email, terms: true },
      req,
    })
  }
}
