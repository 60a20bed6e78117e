import type { CollectionConfig } from 'payload'
import { LIMITS } from '../../constants'
import { anyone } from '../../access/anyone'
import { isAdmin } from '../../access/isAdmin'

export const Artists: CollectionConfig = {
  slug: 'artists',
  admin: { useAsTitle: 'name', defaultColumns: ['name', 'modelVersion', 'isActive', 'createdAt'] },
  access: { read: anyone, create: isAdmin, update: isAdmin, delete: isAdmin },
  defaultSort: 'createdAt',
  fields: [
    { name: 'name', type: 'text', required: true, maxLength: LIMITS.name },
    { name: 'description', type: 'textarea' },
    { name: 'modelVersion', type: 'text', maxLength: LIMITS.modelVersion },
    { name: 'profileImageUrl', type: 'text' },
    { name: 'spotifyUrl', type: 'text' },
    { name: 'isActive', type: 'checkbox', defaultValue: true, required: true },
  ],
}
