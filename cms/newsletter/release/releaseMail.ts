import { escapeHtml } from '../../lib/lexicalHtml'
import type { Mail } from '../accountMails'

export type ReleasedAlbum = {
  title: string
  artist: string
  slug: string
  description: string | null
  coverUrl: string | null
  spotifyUrl: string | null
}

export type ReleaseLinks = { album: string; manage: string; unsubscribe: string }

const absolute = (url: string, origin: string) => new URL(url, origin).href

/**
 * The release e-mail: subject "New album: {title} by {artist}", the cover, the description, a
 * button to the album's page and "Listen on Spotify", as plain text and HTML. No tracking: every
 * link is the plain address, no image but the cover (which has its words in `alt`), legible in
 * dark mode (colours only on the button, whose text and background are both set).
 */
export function releaseMail(album: ReleasedAlbum, links: ReleaseLinks, origin: string): Mail {
  const subject = `New album: ${album.title} by ${album.artist}`
  const spotify = album.spotifyUrl ? absolute(album.spotifyUrl, origin) : null
  const text = [
    subject,
    '',
    ...(album.description ? [album.description, ''] : []),
    `Listen now: ${links.album}`,
    ...(spotify ? [`Listen on Spotify: ${spotify}`] : []),
    '',
    '—',
    `You get this because you subscribed to Machine Soul's release e-mails. Change what you get: ${links.manage}`,
    `Unsubscribe: ${links.unsubscribe}`,
  ].join('\n')
  const e = escapeHtml
  const html = [
    '<!doctype html><html><head><meta charset="utf-8"><meta name="color-scheme" content="light dark"><meta name="supported-color-schemes" content="light dark">',
    `<title>${e(subject)}</title></head>`,
    '<body style="margin:0;padding:24px;font-family:system-ui,sans-serif;font-size:16px;line-height:1.5">',
    `<h1 style="font-size:22px;margin:0 0 16px">${e(album.title)} <span style="font-weight:normal">by ${e(album.artist)}</span></h1>`,
    album.coverUrl ? `<p style="margin:0 0 16px"><img src="${e(absolute(album.coverUrl, origin))}" alt="Cover of ${e(album.title)} by ${e(album.artist)}" width="320" style="max-width:100%;height:auto;border-radius:8px"></p>` : '',
    album.description ? `<p style="margin:0 0 16px">${e(album.description)}</p>` : '',
    `<p style="margin:24px 0"><a href="${e(links.album)}" style="display:inline-block;padding:12px 20px;border-radius:6px;background:#6d28d9;color:#ffffff;text-decoration:none;font-weight:600">Listen to ${e(album.title)}</a></p>`,
    spotify ? `<p style="margin:0 0 16px"><a href="${e(spotify)}">Listen on Spotify</a></p>` : '',
    '<hr>',
    `<p style="font-size:13px">You get this because you subscribed to Machine Soul's release e-mails. <a href="${e(links.manage)}">Change what you get</a> or <a href="${e(links.unsubscribe)}">unsubscribe</a>.</p>`,
    '</body></html>',
  ]
    .filter(Boolean)
    .join('\n')
  return { subject, text, html }
}
