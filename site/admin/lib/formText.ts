/** A blank optional field is sent as null rather than stored as empty text. */
export const orNull = (value: string) => value.trim() || null
