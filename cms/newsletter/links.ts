import { siteUrl } from '../lib/siteUrl'

export const albumLink = (slug: string) => `${siteUrl()}/albums/${encodeURIComponent(slug)}`
export const confirmLink = (token: string) => `${siteUrl()}/newsletter/confirm?token=${encodeURIComponent(token)}`
export const manageLink = (token: string) => `${siteUrl()}/newsletter/manage?token=${encodeURIComponent(token)}`
/** RFC 8058's one-click address, for the List-Unsubscribe header: a POST to it unsubscribes, with no page in between. */
export const oneClickUnsubscribeLink = (token: string) => `${siteUrl()}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`
/** The link a reader clicks in the mail's text: a page whose button posts to the address above (a GET changes nothing). */
export const unsubscribePageLink = (token: string) => `${siteUrl()}/newsletter/unsubscribe?token=${encodeURIComponent(token)}`

/** The headers every list e-mail carries (RFC 2369, RFC 8058). */
export const listHeaders = (token: string) => ({
  'List-Unsubscribe': `<${oneClickUnsubscribeLink(token)}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
})
