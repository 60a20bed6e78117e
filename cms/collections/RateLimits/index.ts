import type { CollectionConfig } from 'payload'
import { nobody } from '../../access/nobody'

/**
 * Counters behind the rate limits (cms/lib/rateLimit). They live in the database so that every
 * app instance counts together; only the server writes them, through one atomic statement.
 */
export const RateLimits: CollectionConfig = {
  slug: 'rate-limits',
  admin: { hidden: true },
  access: { read: nobody, create: nobody, update: nobody, delete: nobody },
  graphQL: false,
  fields: [
    { name: 'key', type: 'text', required: true, unique: true, index: true },
    { name: 'hits', type: 'number', required: true },
    { name: 'resetAt', type: 'date', required: true, index: true },
  ],
}
