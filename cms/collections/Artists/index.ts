import type { CollectionConfig } from 'payload'
import { LIMITS } from '../../constants'
import { activeOrAdmin } from '../../access/activeOrAdmin'
import { adminWrites } from '../../access/adminWrites'
import { revalidateArtists } from './hooks/revalidateArtists'
import { followMediaUse } from '../Media/hooks/followMediaUse'
import { countTitleWords } from '../../hooks/countTitleWords'
import { refuseWhileReferenced } from '../../hooks/refuseWhileReferenced'
import { legacyFields } from '../../fields/legacyFields'
import { freeTextField } from '../../fields/freeText'
import { requiredTextField, textField } from '../../fields/textFields'
import { imageUrlField, webUrlField } from '../../fields/urlFields'

const picture = followMediaUse('profileImageUrl', ['isActive'])
const titleWords = countTitleWords('name')

export const Artists: CollectionConfig = {
  slug: 'artists',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'modelVersion', 'isActive', 'createdAt'] },
  access: { read: activeOrAdmin, ...adminWrites },
  defaultSort: 'createdAt',
  hooks: {
    afterChange: [...revalidateArtists.afterChange, picture.afterChange, titleWords.afterChange],
    afterDelete: [...revalidateArtists.afterDelete, picture.afterDelete, titleWords.afterDelete],
    beforeDelete: [refuseWhileReferenced('albums', 'artist', 'This artist still has albums. Move them to another artist or delete them first.')],
  },
  fields: [
    ...legacyFields,
    requiredTextField('name', 'Name', LIMITS.name),
    freeTextField({ name: 'description' }, 'short'),
    textField('modelVersion', 'Model version', LIMITS.modelVersion),
    imageUrlField('profileImageUrl'),
    webUrlField('spotifyUrl'),
    { name: 'isActive', type: 'checkbox', defaultValue: true, required: true },
  ],
}
