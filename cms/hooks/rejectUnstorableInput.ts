import { APIError, NotFound, type CollectionBeforeOperationHook } from 'payload'
import { findPointOperator, findUnstorable, isStorableId } from '../lib/input/unstorable'

// The parts of an operation's arguments that come from the caller.
const CALLER_INPUT = ['data', 'where', 'sort', 'select', 'joins'] as const

const wholeFrom = (least: number) => (value: unknown) =>
  value === undefined || (Number.isSafeInteger(Number(value)) && Number(value) >= least)
const validPage = wholeFrom(1)
const validLimit = wholeFrom(0)

/**
 * Every way in (the /api rows, GraphQL, Payload's REST, scripts) reaches the database through
 * the collections' operations: here, text PostgreSQL cannot store and ids no row can have are
 * refused with a 4xx that says why, before any query runs.
 */
export const rejectUnstorableInput: CollectionBeforeOperationHook = ({ args, req }) => {
  const input = args as Record<string, unknown>
  for (const part of CALLER_INPUT) {
    const found = findUnstorable(input[part], part === 'data' ? '' : part)
    if (found) throw new APIError(`${found.path || part}: ${found.reason}.`, 400, undefined, true)
  }
  const pointOperator = findPointOperator(input.where)
  if (pointOperator) throw new APIError(`${pointOperator}: this operator is for map points, and nothing here is one.`, 400, undefined, true)
  if (input.id !== undefined && !isStorableId(input.id)) throw new NotFound(req.t)
  if (!validPage(input.page) || !validLimit(input.limit)) {
    throw new APIError('page must be a whole number from 1, and limit a whole number from 0.', 400, undefined, true)
  }
}
