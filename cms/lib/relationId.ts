/** A relationship's value is an id or, when populated, the document: either way, its id. */
export function relationId(value: unknown): number | null {
  const id = value && typeof value === 'object' && 'id' in value ? (value as { id: unknown }).id : value
  if (typeof id === 'number') return id
  if (typeof id === 'string' && /^\d+$/.test(id)) return Number(id)
  return null
}
