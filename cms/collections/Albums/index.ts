import type { CollectionConfig } from 'payload'
import { LIMITS } from '../../constants'
import { activeOrAdmin } from '../../access/activeOrAdmin'
import { isAdmin } from '../../access/isAdmin'
import { relationExists } from '../../fields/relationExists'
import { validateWith } from '../../schemas/field'
import { optionalImageUrl, optionalWebUrl } from '../../schemas/url'
import { revalidateAlbums } from './hooks/revalidateAlbums'
import { legacyFields } from '../../fields/legacyFields'

export const Albums: CollectionConfig = {
  slug: 'albums',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'artist', 'featuredArtist', 'releaseDate', 'isActive'] },
  access: { read: activeOrAdmin, create: isAdmin, update: isAdmin, delete: isAdmin },
  defaultSort: '-releaseDate',
  hooks: { afterChange: [revalidateAlbums.afterChange], afterDelete: [revalidateAlbums.afterDelete] },
  fields: [
    ...legacyFields,
    {
      // Stores nothing: the Spotify import box, which fills the fields below (SPEC §4).
      name: 'spotifyImport',
      type: 'ui',
      admin: { components: { Field: '/admin/SpotifyImport/SpotifyImportField#SpotifyImportField' } },
    },
    { name: 'title', type: 'text', required: true, maxLength: LIMITS.title },
    {
      name: 'artist',
      type: 'relationship',
      relationTo: 'artists',
      required: true,
      index: true,
      validate: relationExists('artists', 'artist'),
    },
    { name: 'featuredArtist', type: 'text', maxLength: LIMITS.featuredArtist },
    { name: 'description', type: 'textarea' },
    { name: 'coverImageUrl', type: 'text', validate: validateWith(optionalImageUrl) },
    { name: 'spotifyUrl', type: 'text', validate: validateWith(optionalWebUrl) },
    {
      name: 'releaseDate',
      type: 'date',
      required: true,
      index: true,
      // SPEC §3: an album created without a release date is released now.
      defaultValue: () => new Date().toISOString(),
      admin: { date: { pickerAppearance: 'dayOnly' } },
    },
    { name: 'isActive', type: 'checkbox', defaultValue: true, required: true },
  ],
}
