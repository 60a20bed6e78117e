import type { CollectionConfig, Field } from 'payload'
import { nobodyField } from '../access/nobody'
import { refuseSortThroughRelations } from '../hooks/refuseSortThroughRelations'
import { rejectUnstorableInput } from '../hooks/rejectUnstorableInput'

/**
 * When a document was made and last changed is the server's to say. Payload adds these fields
 * itself, writable by anyone who may create: through GraphQL a visitor's contact message or a
 * user's comment took the dates it was sent (`createComment(data: { …, createdAt: "1900-01-01" })`),
 * placing it first in its thread, and a duplicate kept its original's updatedAt. The same fields,
 * as Payload declares them, but set only by the database and Payload (and by the server's own
 * calls: the seed and import-legacy keep the old dates).
 */
const serverTimestamp = (name: 'createdAt' | 'updatedAt'): Field => ({
  name,
  type: 'date',
  index: true,
  admin: { disableBulkEdit: true, hidden: true },
  label: ({ t }) => t(`general:${name}`),
  access: { create: nobodyField, update: nobodyField },
})
// In Payload's own order.
const timestampFields: Field[] = [serverTimestamp('updatedAt'), serverTimestamp('createdAt')]

const hasField = (collection: CollectionConfig, name: string) => collection.fields.some((field) => 'name' in field && field.name === name)

/**
 * What every collection has in common. Document locking is off: Payload's lock check queries
 * outside the request's transaction, which on the embedded database waits on that very
 * transaction until the pool times out. Unstorable input, and a sort through a relationship, are
 * refused before any other hook runs.
 */
export function withSharedRules(collection: CollectionConfig): CollectionConfig {
  // Uploads (admins only) keep Payload's: the storage plugin adds its fields after ours, before Payload's timestamps.
  const timestamps = collection.timestamps !== false && !collection.upload && !hasField(collection, 'createdAt') && !hasField(collection, 'updatedAt')
  return {
    ...collection,
    lockDocuments: false,
    fields: timestamps ? [...collection.fields, ...timestampFields] : collection.fields,
    hooks: { ...collection.hooks, beforeOperation: [rejectUnstorableInput, refuseSortThroughRelations, ...(collection.hooks?.beforeOperation ?? [])] },
  }
}
