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

// Query operators the PostgreSQL adapter cannot answer here, each with why: the adapter fails on them inside.
const UNSUPPORTED_OPERATORS: Record<string, string> = {
  near: 'this operator is for map points, and nothing here is one',
  within: 'this operator is for map points, and nothing here is one',
  intersects: 'this operator is for map points, and nothing here is one',
  all: 'this operator is not supported here; use in',
}
const LIST_OPERATORS = new Set(['in', 'not_in'])
// Matching text against a rich-text or JSON field as a whole; a path inside it (content.root…) can be matched.
const TEXT_OPERATORS = new Set(['like', 'not_like', 'contains'])

const isSingleValue = (value: unknown) => value === null || value === undefined || value instanceof Date || ['string', 'number', 'boolean'].includes(typeof value)
const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  Boolean(value) && typeof value === 'object' && !Array.isArray(value) && !(value instanceof Date)

/** What a collection's fields hold, by name, for the checks of a query's values. */
export type FieldKinds = {
  /** Rich text and JSON: text cannot be matched against one as a whole; a path inside it can. */
  whole?: ReadonlySet<string>
  /** Integer columns: the id and the relationships to other collections' serial keys. */
  integers?: ReadonlySet<string>
  dates?: ReadonlySet<string>
  /** Checkboxes. */
  booleans?: ReadonlySet<string>
  /** Select fields, with the values each may hold (the database's enum). */
  options?: ReadonlyMap<string, readonly string[]>
}

// The operators that compare a field with the values given, which the database must read as the field's type.
const COMPARING = new Set(['equals', 'not_equals', 'in', 'not_in', 'greater_than', 'greater_than_equal', 'less_than', 'less_than_equal'])
const INT4 = { least: -2_147_483_648, most: MAX_ID }
// PostgreSQL's timestamps start in 4713 BC; JavaScript's dates end before its timestamps do.
const EARLIEST_YEAR = -4712
// The adapter sends a date as ISO text, whose years past 9999 ("+099999-01-01") PostgreSQL misreads.
const LATEST_YEAR = 9999
// What PostgreSQL reads as a boolean.
const BOOLEAN = /^\s*(t|true|y|yes|on|1|f|false|n|no|off|0)\s*$/i

function integerProblem(value: unknown): string | null {
  const whole = typeof value === 'number' || (typeof value === 'string' && /^\s*-?\d+\s*$/.test(value))
  const number = Number(value)
  return whole && Number.isSafeInteger(number) && number >= INT4.least && number <= INT4.most ? null : `must be a whole number from ${INT4.least} to ${INT4.most}`
}

function dateProblem(value: unknown): string | null {
  const time = value instanceof Date || typeof value === 'string' || typeof value === 'number' ? new Date(value).getTime() : NaN
  const year = new Date(time).getUTCFullYear()
  return Number.isNaN(time) || year < EARLIEST_YEAR || year > LATEST_YEAR ? 'must be a date, such as 2026-11-16' : null
}

const booleanProblem = (value: unknown): string | null => (typeof value === 'boolean' || BOOLEAN.test(String(value)) ? null : 'must be true or false')

/**
 * Why a value compared with `field` is not of the field's type, or null. PostgreSQL refused such a
 * value only once the query ran: a 400 all the same, but with a failed query and its stack logged.
 */
function valueProblem(value: unknown, field: string, kinds: FieldKinds): string | null {
  // Payload reads 'null' in an address's query as none.
  if (value === null || value === undefined || value === '' || value === 'null') return null
  if (kinds.integers?.has(field)) return integerProblem(value)
  if (kinds.dates?.has(field)) return dateProblem(value)
  if (kinds.booleans?.has(field)) return booleanProblem(value)
  const options = kinds.options?.get(field)
  return options && !options.includes(String(value)) ? `must be one of ${options.join(', ')}` : null
}

/** Why one `operator: value` of a condition on `field` cannot be asked, or null. */
function operatorProblem(operator: string, value: unknown, field: string, kinds: FieldKinds): string | null {
  if (UNSUPPORTED_OPERATORS[operator]) return UNSUPPORTED_OPERATORS[operator]
  if (TEXT_OPERATORS.has(operator) && kinds.whole?.has(field)) return `${field} holds structured content: match a path inside it, such as ${field}.root`
  if (LIST_OPERATORS.has(operator) && !(typeof value === 'string' || (Array.isArray(value) && value.every(isSingleValue)))) return 'must be a list of values'
  if (!LIST_OPERATORS.has(operator) && !isSingleValue(value)) return 'must be a single value, not an object or a list'
  if (!COMPARING.has(operator)) return null
  // A list may come as one comma-separated string, as an address's query gives it.
  const values = LIST_OPERATORS.has(operator) ? (typeof value === 'string' ? value.split(',') : (value as unknown[])) : [value]
  for (const each of values) {
    const problem = valueProblem(each, field, kinds)
    if (problem) return problem
  }
  return null
}

/**
 * The first condition of a `where` query the database cannot answer, with where it sits: an
 * operator the adapter does not support, an object or a list where one value belongs (the
 * adapter fails on those with an error of its own), text matched against a whole rich-text or
 * JSON field, or a value not of its field's type (`kinds`). Null when the query can be asked.
 */
export function findUnsupportedCondition(where: unknown, kinds: FieldKinds = {}, path = 'where', depth = 0): Unstorable | null {
  if (where === undefined || where === null) return null
  if (!isPlainObject(where)) return { path, reason: 'must be an object of conditions' }
  if (depth > MAX_DEPTH) return { path, reason: 'is nested too deeply' }
  for (const [key, child] of Object.entries(where)) {
    const childPath = `${path}.${key}`
    if (/^(and|or)$/i.test(key)) {
      if (!Array.isArray(child)) return { path: childPath, reason: 'must be a list of conditions' }
      for (const [index, condition] of child.entries()) {
        const found = findUnsupportedCondition(condition, kinds, `${childPath}.${index}`, depth + 1)
        if (found) return found
      }
      continue
    }
    if (!isPlainObject(child)) return { path: childPath, reason: 'must be an object of operators, such as { equals: … }' }
    for (const [operator, value] of Object.entries(child)) {
      const reason = operatorProblem(operator, value, key, kinds)
      if (reason) return { path: `${childPath}.${operator}`, reason }
    }
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
 * Whether PostgreSQL refused a value the client sent: SQLSTATE class 22, "data exception" (a
 * number out of range, text that is not a number, a negative offset, an invalid byte sequence),
 * or class 54, "program limit exceeded" (text too long for an index to hold). The adapter wraps
 * the driver's error, and GraphQL wraps that, so the chain is followed.
 */
export function isDatabaseInputError(error: unknown): boolean {
  let current: unknown = error
  for (let depth = 0; current && typeof current === 'object' && depth < 5; depth++) {
    const { code, cause, originalError } = current as WithCause
    if (typeof code === 'string' && /^(22|54)[0-9A-Z]{3}$/.test(code)) return true
    current = cause ?? originalError
  }
  return false
}

export const DATABASE_INPUT_MESSAGE = 'The request holds a value that is too long, out of range or of the wrong kind.'
