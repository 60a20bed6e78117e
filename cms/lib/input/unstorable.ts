/**
 * What PostgreSQL cannot store or compare, found before it gets there: text with a NUL character
 * or a lone UTF-16 surrogate, and ids outside the integer range of our serial keys.
 */

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** The largest id a serial (int4) primary key can hold. */
export const MAX_ID = 2_147_483_647

/** Why this text cannot be stored, or null when it can. */
export function unstorableText(text: string): string | null {
  if (text.includes('\u0000')) return 'must not contain NUL characters'
  if (LONE_SURROGATE.test(text)) return 'must be valid Unicode text'
  return null
}

export type Unstorable = { path: string; reason: string }

// Deeper than any document or query of ours; beyond it the value is refused outright.
const MAX_DEPTH = 32

/** The first text inside `value` (keys included) that cannot be stored, with where it sits. */
export function findUnstorable(value: unknown, path = '', depth = 0): Unstorable | null {
  if (typeof value === 'string') {
    const reason = unstorableText(value)
    return reason ? { path, reason } : null
  }
  if (!value || typeof value !== 'object') return null
  if (depth > MAX_DEPTH) return { path, reason: 'is nested too deeply' }
  for (const [key, child] of Object.entries(value)) {
    const childPath = path ? `${path}.${key}` : key
    const keyReason = unstorableText(key)
    if (keyReason) return { path: childPath, reason: keyReason }
    const found = findUnstorable(child, childPath, depth + 1)
    if (found) return found
  }
  return null
}

// Query operators for map points; no collection of ours has a point field, and the adapter fails on them elsewhere.
const POINT_OPERATORS = new Set(['near', 'within', 'intersects'])

/** The first point-only operator in a `where` query, with where it sits, or null. */
export function findPointOperator(where: unknown, path = 'where', depth = 0): string | null {
  if (!where || typeof where !== 'object' || depth > MAX_DEPTH) return null
  for (const [key, child] of Object.entries(where)) {
    if (POINT_OPERATORS.has(key)) return `${path}.${key}`
    const found = findPointOperator(child, `${path}.${key}`, depth + 1)
    if (found) return found
  }
  return null
}

/** Whether `id` can name a row of ours: a whole number from 1 to MAX_ID, as a number or digits. */
export function isStorableId(id: unknown): boolean {
  const text = typeof id === 'number' ? String(id) : typeof id === 'string' ? id : ''
  if (!/^[1-9]\d{0,9}$/.test(text)) return false
  return Number(text) <= MAX_ID
}

type WithCause = { code?: unknown; cause?: unknown; originalError?: unknown }

/**
 * Whether PostgreSQL refused a value the client sent (SQLSTATE class 22, "data exception": a
 * number out of range, text that is not a number, a negative offset, an invalid byte sequence).
 * The adapter wraps the driver's error, and GraphQL wraps that, so the chain is followed.
 */
export function isDatabaseInputError(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const { code, cause, originalError } = current as WithCause
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return true
    current = cause ?? originalError
  }
  return false
}

export const DATABASE_INPUT_MESSAGE = 'The request holds a value that is out of range or of the wrong kind.'
