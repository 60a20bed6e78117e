'use client'
import { useForm } from '@payloadcms/ui'
import type { AdminArtist } from '../lib/types'
import { useAdminList } from '../lib/useAdminList'
import type { ImportedValues } from './importedAlbum'
import { SpotifyImportBox } from './SpotifyImportBox'

/**
 * The import box as a field of Payload's own album edit view: an import fills that document's
 * form fields, which the editor then reviews and saves as usual.
 */
export function SpotifyImportField() {
  const artists = useAdminList<AdminArtist>('/api/artists')
  const { dispatchFields, setModified } = useForm()

  const fill = (values: ImportedValues) => {
    const fields: Record<string, unknown> = {
      title: values.title,
      artist: values.artistId,
      featuredArtist: values.featuredArtist,
      coverImageUrl: values.coverImageUrl,
      spotifyUrl: values.spotifyUrl,
    }
    // Payload's date field holds a timestamp; without one from Spotify the default (today) stays.
    if (values.releaseDate) fields.releaseDate = new Date(`${values.releaseDate}T00:00:00.000Z`).toISOString()
    for (const [path, value] of Object.entries(fields)) dispatchFields({ type: 'UPDATE', path, value })
    setModified(true)
  }

  return <SpotifyImportBox artists={artists.items} onImport={fill} />
}
