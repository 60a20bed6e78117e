import type { PayloadRequest } from 'payload'
import { DEMO_ARTISTS, type DemoArtistName } from '../content/artists'
import { demoImageUrl, spotifyUrl } from '../demoLinks'
import { SECOND, shift } from '../time'

export type ArtistIds = Record<DemoArtistName, number>

/**
 * The artists in their listed order. Their creation times are a second apart so that the
 * site's "first artists" (sorted by createdAt) are the listed ones, not a same-millisecond tie.
 */
export async function seedArtists(req: PayloadRequest, now: Date): Promise<ArtistIds> {
  const ids: Partial<ArtistIds> = {}
  for (const [index, artist] of DEMO_ARTISTS.entries()) {
    const createdAt = shift(now, (index - DEMO_ARTISTS.length) * SECOND).toISOString()
    const doc = await req.payload.create({
      collection: 'artists',
      data: {
        name: artist.name,
        description: artist.description,
        modelVersion: artist.modelVersion,
        profileImageUrl: demoImageUrl.artist(artist.name),
        spotifyUrl: spotifyUrl('artist', artist.spotifyId),
        isActive: true,
        createdAt,
      },
      req,
    })
    ids[artist.name] = doc.id
  }
  return ids as ArtistIds
}
