import { siteUrl } from '../lib/siteUrl'

export const albumLink = (slug: string) => `${siteUrl()}/albums/${encodeURIComponent(slug)}`
export const confirmLink = (token: string) => `${siteUrl()}/newsletter/confirm?token=${encodeURIComponent(token)}`
export const manageLink = (token: string) => `${siteUrl()}/newsletter/manage?token=${encodeURIComponent(token)}`
/** RFC 8058's one-click address: a POST to it unsubscribes, with no page in between. */
export const unsubscribeLink = (token: string) => `${siteUrl()}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`

/** The headers every list e-mail carries (RFC 2369, RFC 8058). */
export const listHeaders = (token: string) => ({
  'List-Unsubscribe': `<${unsubscribeLink(token)}>`,
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
})
