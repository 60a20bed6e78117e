import type { LegacyArtist } from '../source'
import type { Plan } from '../writer'
import { iso, spotifyWebLink } from './common'

/** Artists as they were; the old table kept no update date, so an artist was last changed when made. */
export function planArtist(row: LegacyArtist): Plan {
  const notes: string[] = []
  return {
    legacyId: String(row.id),
    data: {
      name: row.name,
      description: row.description,
      modelVersion: row.model_version,
      profileImageUrl: row.profile_image_url,
      spotifyUrl: spotifyWebLink(row.spotify_url, notes, 'spotifyUrl'),
      isActive: row.is_active ?? true,
      createdAt: iso(row.created_at),
      updatedAt: iso(row.created_at),
    },
    notes,
  }
}
