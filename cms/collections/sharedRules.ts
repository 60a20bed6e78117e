import type { CollectionConfig, Field } from 'payload'
import { nobodyField } from '../access/nobody'
import { rejectUnstorableInput } from '../hooks/rejectUnstorableInput'

/**
 * When a document was made is the server's to say. Payload adds this field itself, writable by
 * anyone who may create: through GraphQL a visitor's contact message or a user's comment took
 * the createdAt it was sent (`createComment(data: { …, createdAt: "1900-01-01" })`), placing it
 * first in its thread. The same field, as Payload declares it, but set only by the database
 * (and by the server's own calls: the seed and import-legacy keep the old dates).
 */
const timestampFields: Field[] = [
  // Payload's own, as it would add it; declared here only to keep the two in Payload's order.
  { name: 'updatedAt', type: 'date', index: true, admin: { disableBulkEdit: true, hidden: true }, label: ({ t }) => t('general:updatedAt') },
  {
    name: 'createdAt',
    type: 'date',
    index: true,
    admin: { disableBulkEdit: true, hidden: true },
    label: ({ t }) => t('general:createdAt'),
    access: { create: nobodyField, update: nobodyField },
  },
]

const hasField = (collection: CollectionConfig, name: string) => collection.fields.some((field) => 'name' in field && field.name === name)

/**
 * What every collection has in common. Document locking is off: Payload's lock check queries
 * outside the request's transaction, which on the embedded database waits on that very
 * transaction until the pool times out. Unstorable input is refused before any other hook runs.
 */
export function withSharedRules(collection: CollectionConfig): CollectionConfig {
  // Uploads (admins only) keep Payload's: the storage plugin adds its fields after ours, before Payload's timestamps.
  const timestamps = collection.timestamps !== false && !collection.upload && !hasField(collection, 'createdAt') && !hasField(collection, 'updatedAt')
  return {
    ...collection,
    lockDocuments: false,
    fields: timestamps ? [...collection.fields, ...timestampFields] : collection.fields,
    hooks: { ...collection.hooks, beforeOperation: [rejectUnstorableInput, ...(collection.hooks?.beforeOperation ?? [])] },
  }
}
