type Named = { firstName?: string | null; lastName?: string | null; email?: string | null }

/** "First Last", else the e-mail: how a person is named on cards and comments. */
export function fullNameOrEmail(user: Named): string {
  const full = [user.firstName, user.lastName].filter(Boolean).join(' ').trim()
  return full || user.email || ''
}
