type Named = { firstName?: string | null; lastName?: string | null; email?: string | null }

/** "First Last", or '' for someone who gave no name. */
export function fullName(user: Named): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ').trim()
}

/** "First Last", else the e-mail: how the admin panel names a person (never shown in public). */
export function fullNameOrEmail(user: Named): string {
  return fullName(user) || user.email || ''
}

/** Who signs a post written by an admin who gave no name: the collective, never an e-mail. */
export const COLLECTIVE_AUTHOR = 'Machine Soul'

/** The name a post is signed with in public. */
export const postAuthorName = (user: Named): string => fullName(user) || COLLECTIVE_AUTHOR
