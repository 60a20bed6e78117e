import { spotifyAlbumUrl } from '@cms/lib/spotify/albumLink'

/** A legacy timestamp as Payload stores dates; a missing one stays missing (Payload dates it now). */
export const iso = (date: Date | null | undefined): string | undefined => date?.toISOString()

const SPOTIFY_URI = /^spotify:(album|artist):([A-Za-z0-9]+)$/

/**
 * The old app accepted Spotify URIs where the product now stores web links: `spotify:album:{id}`
 * (and an artist's `spotify:artist:{id}`) become their open.spotify.com address. Anything else
 * is left to the field's own rule.
 */
export function spotifyWebLink(value: string | null, notes: string[], field: string): string | null {
  const match = value ? SPOTIFY_URI.exec(value.trim()) : null
  if (!match) return value
  const url = match[1] === 'album' ? spotifyAlbumUrl(match[2]!) : `https://open.spotify.com/artist/${match[2]}`
  notes.push(`${field} ${JSON.stringify(value)} became ${url}`)
  return url
}

/** Why a row that points at another one cannot come along. */
export const missing = (what: string, id: string | number) => `its ${what} (${id}) was not imported`
