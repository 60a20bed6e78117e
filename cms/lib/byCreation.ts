type Created = { createdAt: string; id: number }

/** Oldest first; two made in the same millisecond by id, the order they were stored in. */
export const byCreation = (a: Created, b: Created) => a.createdAt.localeCompare(b.createdAt) || a.id - b.id
