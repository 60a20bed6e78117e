import type { CollectionConfig } from 'payload'
import { rejectUnstorableInput } from '../hooks/rejectUnstorableInput'

/**
 * What every collection has in common. Document locking is off: Payload's lock check queries
 * outside the request's transaction, which on the embedded database waits on that very
 * transaction until the pool times out. Unstorable input is refused before any other hook runs.
 */
export function withSharedRules(collection: CollectionConfig): CollectionConfig {
  return {
    ...collection,
    lockDocuments: false,
    hooks: { ...collection.hooks, beforeOperation: [rejectUnstorableInput, ...(collection.hooks?.beforeOperation ?? [])] },
  }
}
