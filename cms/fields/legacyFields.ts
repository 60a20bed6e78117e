import type { Field } from 'payload'
import { nobodyField } from '../access/nobody'

/**
 * What `import-legacy` keeps on each document it brings over from the original app: the row's
 * old id, through which every reference is mapped and a second run finds what the first made,
 * and a fingerprint of what the import wrote, so a second run tells a changed row from an
 * unchanged one (and leaves alone what an admin edited since, while the old row stayed as it was).
 * Hidden from the admin and from every API: it says nothing to a visitor, and a user's old id
 * came from an outside identity provider. Nobody reads, queries or writes them through an API; the
 * import works with the Local API's own access.
 */
const access = { read: nobodyField, create: nobodyField, update: nobodyField }

export const legacyFields: Field[] = [
  { name: 'legacyId', type: 'text', unique: true, index: true, hidden: true, access },
  { name: 'legacyHash', type: 'text', hidden: true, access },
]
