import type { Access, FieldAccess } from 'payload'

/** For operations no one performs through any way in (derived values, server-set fields). */
export const nobody: Access = () => false
export const nobodyField: FieldAccess = () => false
