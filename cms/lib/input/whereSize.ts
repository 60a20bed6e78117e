/**
 * How much one caller's `where` may ask at once. The site's reads and the admin's filters use a
 * handful of conditions and lists of at most a page of ids; a query of 60,000 conditions (960 kB,
 * under the body limit) held the server's one thread for 6–12 s while Payload checked each one.
 */
export const MAX_CONDITIONS = 100
export const MAX_LIST_VALUES = 500

const isObject = (value: unknown): value is Record<string, unknown> => Boolean(value) && typeof value === 'object' && !Array.isArray(value)

/** How many values a list operator's value holds: a list, or text Payload splits at its commas. */
const listLength = (value: unknown) => (Array.isArray(value) ? value.length : typeof value === 'string' ? value.split(',').length : 1)

/**
 * Why `where` asks too much at once (too many conditions, or a list of too many values), or null.
 * Counting stops at the first limit passed, so a huge query costs no more than a small one to refuse.
 */
export function whereTooLarge(where: unknown): string | null {
  let conditions = 0
  const pending: unknown[] = [where]
  while (pending.length > 0) {
    const current = pending.pop()
    if (!isObject(current)) continue
    for (const [key, child] of Object.entries(current)) {
      if (/^(and|or)$/i.test(key)) {
        if (Array.isArray(child)) pending.push(...child.slice(0, MAX_CONDITIONS + 1))
        continue
      }
      if (!isObject(child)) continue
      for (const value of Object.values(child)) {
        if (++conditions > MAX_CONDITIONS) return `asks for more than ${MAX_CONDITIONS} conditions at once`
        if (listLength(value) > MAX_LIST_VALUES) return `lists more than ${MAX_LIST_VALUES} values in one condition`
      }
    }
    if (pending.length > MAX_CONDITIONS) return `asks for more than ${MAX_CONDITIONS} conditions at once`
  }
  return null
}
