/** The two tabs of the sign-in page: signing in, or creating an account. */
export type AuthMode = 'signIn' | 'register'

/** The tab the address asks for (`?mode=register`); anything else opens signing in. */
export const authModeOf = (value: unknown): AuthMode => (value === 'register' ? 'register' : 'signIn')

/** The sign-in page opened on `mode`, returning to `next` afterwards. */
export function authModeHref(next: string, mode: AuthMode): string {
  const query = new URLSearchParams()
  if (next !== '/') query.set('next', next)
  if (mode === 'register') query.set('mode', mode)
  const search = query.toString()
  return search ? `/login?${search}` : '/login'
}
