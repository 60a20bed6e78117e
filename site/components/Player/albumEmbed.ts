import { spotifyEmbedUrl } from '@cms/lib/spotify/albumLink'

/**
 * What the expanded card can offer for an album's Spotify link (SPEC §2, §5): the embedded player
 * when the link names an album by an alphanumeric id; otherwise only a link out, if there is a
 * link at all.
 */
export type AlbumEmbed =
  | { kind: 'embed'; src: string }
  | { kind: 'link'; href: string }
  | { kind: 'none' }

export function albumEmbed(spotifyUrl: string | null | undefined): AlbumEmbed {
  const src = spotifyEmbedUrl(spotifyUrl)
  if (src) return { kind: 'embed', src }
  const href = spotifyUrl?.trim()
  return href && /^https?:\/\//i.test(href) ? { kind: 'link', href } : { kind: 'none' }
}
