/** The current moment as the collections compare it with release dates (an ISO timestamp). */
export const nowIso = (): string => new Date().toISOString()
