import { escapeHtml } from '../lib/lexicalHtml'
import { CONFIRM_DAYS } from './tokens'

export type Mail = { subject: string; text: string; html: string }

/** A plain page of paragraphs and one button, legible without images and in dark mode. */
export function simpleHtml(paragraphs: readonly string[], button: { href: string; label: string }, after: readonly string[] = []): string {
  const p = (text: string) => `<p style="margin:0 0 16px">${escapeHtml(text)}</p>`
  return [
    '<!doctype html><html><head><meta charset="utf-8"><meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark"></head>',
    '<body style="margin:0;padding:24px;font-family:system-ui,sans-serif;font-size:16px;line-height:1.5">',
    ...paragraphs.map(p),
    `<p style="margin:24px 0"><a href="${escapeHtml(button.href)}" style="display:inline-block;padding:12px 20px;border-radius:6px;background:#6d28d9;color:#ffffff;text-decoration:none;font-weight:600">${escapeHtml(button.label)}</a></p>`,
    ...after.map(p),
    '</body></html>',
  ].join('\n')
}

/** `a`, `a and b`, `a, b and c`. */
const listed = (names: readonly string[]) => (names.length < 2 ? names.join('') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`)

/**
 * The double opt-in mail: what was asked for (every Monday album, or the albums of the artists
 * followed), and one button to the confirm page, which asks before it confirms.
 */
export function confirmationMail(link: string, asked: { everyRelease: boolean; artists: readonly string[] }): Mail {
  const what = asked.everyRelease || asked.artists.length === 0 ? 'the Monday album from Machine Soul' : `the albums of ${listed(asked.artists)} from Machine Soul`
  const lines = [`Someone, hopefully you, asked to get ${what} by e-mail at this address.`]
  const after = [`The link works once, for ${CONFIRM_DAYS} days. If you did not ask for this, ignore this e-mail: nothing will be sent and the address will be forgotten.`]
  return {
    subject: 'Confirm your Machine Soul subscription',
    text: [...lines, '', `Confirm your subscription: ${link}`, '', ...after].join('\n'),
    html: simpleHtml(lines, { href: link, label: 'Confirm my subscription' }, after),
  }
}

/** What a confirmed address gets when someone subscribes it again: the way to its settings, nothing new. */
export function alreadySubscribedMail(link: string): Mail {
  const lines = ['Someone asked to subscribe this address to Machine Soul, and it is already subscribed.']
  const after = ['You can change the artists you follow, pause the e-mails or unsubscribe on that page. If you did not ask, there is nothing to do.']
  return {
    subject: 'Your Machine Soul subscription',
    text: [...lines, '', `Manage your subscription: ${link}`, '', ...after].join('\n'),
    html: simpleHtml(lines, { href: link, label: 'Manage my subscription' }, after),
  }
}
