/**
 * The named optional fields of a document, each missing one as null: the contract writes every
 * field of its rows, where Payload leaves an empty one out.
 */
export function orNull<T extends object, K extends keyof T>(doc: T, keys: readonly K[]) {
  return Object.fromEntries(keys.map((key) => [key, doc[key] ?? null])) as { -readonly [P in K]-?: NonNullable<T[P]> | null }
}
