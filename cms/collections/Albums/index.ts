import type { CollectionConfig } from 'payload'
import { LIMITS } from '../../constants'
import { adminWrites } from '../../access/adminWrites'
import { releasedOrAdmin } from '../../access/releasedOrAdmin'
import { relationExists } from '../../fields/relationExists'
import { dayInReleaseZone } from '../../hooks/dayInReleaseZone'
import { fillSlug } from './hooks/fillSlug'
import { revalidateAlbums } from './hooks/revalidateAlbums'
import { followMediaUse } from '../Media/hooks/followMediaUse'
import { countTitleWords } from '../../hooks/countTitleWords'
import { slugField } from '../../fields/slugField'
import { legacyFields } from '../../fields/legacyFields'
import { freeTextField } from '../../fields/freeText'
import { requiredTextField, textField } from '../../fields/textFields'
import { imageUrlField, webUrlField } from '../../fields/urlFields'
import { isoDate } from '../../fields/isoDate'

// The cover file is public from the album's release (cms/collections/Media/publicFrom.ts).
const cover = followMediaUse('coverImageUrl', ['releaseDate', 'isActive'])
const titleWords = countTitleWords('title')

export const Albums: CollectionConfig = {
  slug: 'albums',
  admin: { useAsTitle: 'title', defaultColumns: ['title', 'artist', 'featuredArtist', 'releaseDate', 'isActive'] },
  access: { read: releasedOrAdmin, ...adminWrites },
  defaultSort: '-releaseDate',
  hooks: {
    beforeValidate: [fillSlug],
    afterChange: [...revalidateAlbums.afterChange, cover.afterChange, titleWords.afterChange],
    afterDelete: [...revalidateAlbums.afterDelete, cover.afterDelete, titleWords.afterDelete],
  },
  fields: [
    ...legacyFields,
    {
      // Stores nothing: the Spotify import box, which fills the fields below (SPEC §4).
      name: 'spotifyImport',
      type: 'ui',
      admin: { components: { Field: '/admin/SpotifyImport/SpotifyImportField#SpotifyImportField' } },
    },
    requiredTextField('title', 'Title', LIMITS.title),
    slugField('Its page is /albums/{slug}. Generated from the title when the album is created; you may edit it.'),
    {
      name: 'artist',
      type: 'relationship',
      relationTo: 'artists',
      required: true,
      index: true,
      validate: relationExists('artists', 'artist'),
    },
    textField('featuredArtist', 'Featured artist', LIMITS.featuredArtist),
    freeTextField({ name: 'description' }, 'short'),
    imageUrlField('coverImageUrl'),
    webUrlField('spotifyUrl'),
    {
      name: 'releaseDate',
      type: 'date',
      required: true,
      index: true,
      // SPEC §3: an album created without a release date is released now. A later moment
      // schedules it: visitors see it from then on (access.read).
      defaultValue: () => new Date().toISOString(),
      hooks: { beforeValidate: [dayInReleaseZone] },
      validate: isoDate,
      // Day and time: the moment it goes live is what matters (a bare day means 00:00 in
      // RELEASE_TIMEZONE, while Payload's day-only picker would store 12:00 UTC).
      admin: { date: { pickerAppearance: 'dayAndTime' } },
    },
    { name: 'isActive', type: 'checkbox', defaultValue: true, required: true },
    {
      // Stores nothing: the state of the album's release e-mail, a test send and a resend (README "Newsletter").
      name: 'releaseMail',
      type: 'ui',
      admin: { position: 'sidebar', components: { Field: '/admin/ReleaseMailField/ReleaseMailField#ReleaseMailField' } },
    },
  ],
}
