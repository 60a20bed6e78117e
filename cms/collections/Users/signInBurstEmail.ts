import { siteUrl } from '../../lib/siteUrl'
import { BURST, PAIR_LIMIT } from './signIn/failures'

export const signInBurstSubject = () => 'Failed sign-ins to your Machine Soul account'

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/** The e-mail to an account's owner when its sign-ins fail in a burst (guardSignIn). */
export function signInBurstHtml({ email, addresses }: { email: string; addresses: number }): string {
  const minutes = PAIR_LIMIT.seconds / 60
  return [
    `<p>Someone tried to sign in to your Machine Soul account (${email}) with a wrong password ${BURST.count} times within the last hour, from ${plural(addresses, 'network address', 'different network addresses')}.</p>`,
    `<p>Your password still works from your own devices: each address that gets it wrong ${PAIR_LIMIT.count} times is paused for ${minutes} minutes, and only that address.</p>`,
    '<p>If this was you, there is nothing to do. If not, nobody got in with these attempts; if your password is short or used on another site, choose a new one: ',
    `<a href="${siteUrl()}/login">Forgot password?</a> on the sign-in page sends you a link.</p>`,
  ].join('\n')
}
