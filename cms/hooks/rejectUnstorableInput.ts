import { APIError, NotFound, type CollectionBeforeOperationHook, type SanitizedCollectionConfig } from 'payload'
import { findUnstorable, findUnsupportedCondition, isStorableId, type FieldKinds } from '../lib/input/unstorable'
import { whereTooLarge } from '../lib/input/whereSize'

// The parts of an operation's arguments that come from the caller.
const CALLER_INPUT = ['data', 'where', 'sort', 'select', 'joins'] as const

const optionValue = (option: string | { value: string }) => (typeof option === 'string' ? option : option.value)

/** What each of a collection's top-level fields holds, for the checks of a query's values (read once per collection). */
function kindsOf(collection: SanitizedCollectionConfig): FieldKinds {
  const kinds = { whole: new Set<string>(), integers: new Set(['id']), dates: new Set<string>(), booleans: new Set<string>(), options: new Map<string, string[]>() }
  for (const field of collection.flattenedFields) {
    if (field.type === 'richText' || field.type === 'json') kinds.whole.add(field.name)
    // Our collections' keys are serial integers; a field relating to several collections takes { relationTo, value }.
    if ((field.type === 'relationship' || field.type === 'upload') && typeof field.relationTo === 'string') kinds.integers.add(field.name)
    if (field.type === 'date') kinds.dates.add(field.name)
    if (field.type === 'checkbox') kinds.booleans.add(field.name)
    if (field.type === 'select' || field.type === 'radio') kinds.options.set(field.name, field.options.map(optionValue))
  }
  return kinds
}
const KINDS = new WeakMap<SanitizedCollectionConfig, FieldKinds>()
const fieldKinds = (collection: SanitizedCollectionConfig): FieldKinds => {
  if (!KINDS.has(collection)) KINDS.set(collection, kindsOf(collection))
  return KINDS.get(collection)!
}

const wholeFrom = (least: number) => (value: unknown) =>
  value === undefined || (Number.isSafeInteger(Number(value)) && Number(value) >= least)
const validPage = wholeFrom(1)
const validLimit = wholeFrom(0)

/**
 * Every way in (the /api rows, GraphQL, Payload's REST, scripts) reaches the database through
 * the collections' operations: here, text PostgreSQL cannot store, ids no row can have, a query
 * asking too much at once and conditions the database cannot answer are refused with a 4xx that
 * says why, before any query runs.
 */
export const rejectUnstorableInput: CollectionBeforeOperationHook = ({ args, collection, req }) => {
  const input = args as Record<string, unknown>
  for (const part of CALLER_INPUT) {
    const found = findUnstorable(input[part], part === 'data' ? '' : part)
    if (found) throw new APIError(`${found.path || part}: ${found.reason}.`, 400, undefined, true)
  }
  // The server's own reads (overrideAccess: the importer, the mailings) may ask for more at once,
  // and so may Payload's reads of related documents (`currentDepth`, set only by its population):
  // their ids are stored relationships, as many as the documents read, not the caller's list. An
  // article whose thread had replies to 501 comments answered 500 when its parents were refused.
  const tooLarge = input.overrideAccess || typeof input.currentDepth === 'number' ? null : whereTooLarge(input.where)
  if (tooLarge) throw new APIError(`where: ${tooLarge}.`, 400, undefined, true)
  const unsupported = findUnsupportedCondition(input.where, fieldKinds(collection))
  if (unsupported) throw new APIError(`${unsupported.path}: ${unsupported.reason}.`, 400, undefined, true)
  if (input.id !== undefined && !isStorableId(input.id)) throw new NotFound(req.t)
  if (!validPage(input.page) || !validLimit(input.limit)) {
    throw new APIError('page must be a whole number from 1, and limit a whole number from 0.', 400, undefined, true)
  }
}
