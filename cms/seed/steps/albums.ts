import type { PayloadRequest } from 'payload'
import { slugify } from '../../lib/slug'
import { markAnnounced } from '../../newsletter/release/deliveries'
import { DEMO_ALBUMS } from '../content/albums'
import { demoImageUrl, spotifyUrl } from '../demoLinks'
import { recentMondays } from '../mondays'
import type { ArtistIds } from './artists'

/**
 * One album per Monday: the newest on the latest Monday, the rest a week apart before it. They
 * are the site's past, not releases: no subscriber is mailed them.
 */
export async function seedAlbums(req: PayloadRequest, artistIds: ArtistIds, now: Date): Promise<void> {
  const mondays = recentMondays(DEMO_ALBUMS.length, now)
  const ids: number[] = []
  for (const [index, album] of DEMO_ALBUMS.entries()) {
    const { id } = await req.payload.create({
      collection: 'albums',
      data: {
        title: album.title,
        slug: slugify(album.title),
        artist: artistIds[album.artist],
        featuredArtist: album.creditArtist === false ? null : album.artist,
        description: album.description,
        coverImageUrl: demoImageUrl.cover(album.title),
        spotifyUrl: spotifyUrl('album', album.spotifyId),
        releaseDate: mondays[index]!.toISOString(),
        isActive: true,
      },
      req,
    })
    ids.push(id)
  }
  await markAnnounced(req, ids)
}
