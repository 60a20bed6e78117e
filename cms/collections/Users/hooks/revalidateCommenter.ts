import { CACHE_TAGS } from '@cms/cache/tags'
import { revalidateCache } from '@cms/hooks/revalidateCache'
import type { User } from '@cms/payload-types'

/** What comment threads show of a person; other user writes (sessions, roles) change no page. */
const SHOWN = ['firstName', 'lastName', 'profileImageUrl'] as const

export const revalidateCommenter = revalidateCache<User>((user, { operation, previousDoc }) => {
  if (operation === 'create') return []
  const changed = !previousDoc || SHOWN.some((field) => user[field] !== previousDoc[field])
  return changed ? [CACHE_TAGS.comments] : []
})
