import { APIError, NotFound, type CollectionBeforeOperationHook, type SanitizedCollectionConfig } from 'payload'
import { findUnstorable, findUnsupportedCondition, isStorableId } from '../lib/input/unstorable'
import { whereTooLarge } from '../lib/input/whereSize'

// The parts of an operation's arguments that come from the caller.
const CALLER_INPUT = ['data', 'where', 'sort', 'select', 'joins'] as const

/** Fields whose stored value is a JSON document (rich text, JSON): text cannot be matched against one as a whole. */
const wholeValueFields = (collection: SanitizedCollectionConfig) =>
  new Set(collection.flattenedFields.filter((field) => field.type === 'richText' || field.type === 'json').map((field) => field.name))

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
  // The server's own reads (overrideAccess: the importer, the mailings) may ask for more at once.
  const tooLarge = input.overrideAccess ? null : whereTooLarge(input.where)
  if (tooLarge) throw new APIError(`where: ${tooLarge}.`, 400, undefined, true)
  const unsupported = findUnsupportedCondition(input.where, wholeValueFields(collection))
  if (unsupported) throw new APIError(`${unsupported.path}: ${unsupported.reason}.`, 400, undefined, true)
  if (input.id !== undefined && !isStorableId(input.id)) throw new NotFound(req.t)
  if (!validPage(input.page) || !validLimit(input.limit)) {
    throw new APIError('page must be a whole number from 1, and limit a whole number from 0.', 400, undefined, true)
  }
}
