/**
 * Spotify album links in the forms SPEC §5 accepts: `spotify:album:{id}` and web links whose path
 * has an `album/{id}` segment (open.spotify.com/album/{id}, /intl-xx/album/{id}, /embed/album/{id}),
 * with an alphanumeric id.
 */
const URI = /^spotify:album:([A-Za-z0-9]+)$/
const PATH = /(?:^|\/)album\/([A-Za-z0-9]+)\/?$/

export function spotifyAlbumId(link: string | null | undefined): string | null {
  const value = link?.trim()
  if (!value) return null
  const uri = URI.exec(value)
  if (uri) return uri[1]!
  try {
    const url = new URL(value)
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return null
    return PATH.exec(url.pathname)?.[1] ?? null
  } catch {
    return null
  }
}

/** The embedded player's address, or null when the link names no album (then no embed is shown). */
export function spotifyEmbedUrl(link: string | null | undefined): string | null {
  const id = spotifyAlbumId(link)
  return id ? `https://open.spotify.com/embed/album/${id}` : null
}

export const spotifyAlbumUrl = (id: string) => `https://open.spotify.com/album/${id}`
