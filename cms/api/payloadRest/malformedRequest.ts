/*
 * What Payload's REST handler reads from a request before any collection sees it, and fails on
 * with a 500 when it is malformed: a `where` or `data` query parameter given as text (which it
 * parses as JSON), a parameter it reads as one value given as several, a JSON body that is not an
 * object (`null`, `1`, a list: its operations read fields of it), a multipart body (its form,
 * and the `_payload` and `file` fields it parses as JSON), a body of another type, an id that only
 * starts like a number, and a route named like an object's own key. Checked here first, so that
 * a request it cannot read is refused with a message that says why.
 */

import { isStorableId } from '../../lib/input/unstorable'
import { payloadErrorJson } from '../http'

const JSON_QUERY_PARAMETERS = ['where', 'data']
/**
 * Parameters Payload reads as one value. Its query parser makes a list of `limit=1&limit=2` and
 * an object of `limit[a]=1`, which reach the database as they are (`?limit=1&limit=2` on
 * payload-preferences, which has none of our collections' rules, was a 500).
 */
const SINGLE_VALUE_PARAMETERS = ['limit', 'page', 'depth', 'sort']
// `where[]=…` and `where[0][…]=…` make a list of conditions, not an object.
const LIST_INDEX = /^\w+\[\d*\]/
const JSON_FORM_FIELDS = ['_payload', 'file']
const BODY_METHODS = new Set(['POST', 'PATCH', 'PUT'])

const isObject = (value: unknown): boolean => Boolean(value) && typeof value === 'object' && !Array.isArray(value)

function isJsonObject(text: string): boolean {
  try {
    return isObject(JSON.parse(text))
  } catch {
    return false
  }
}

function queryProblem(url: URL): string | null {
  // The server in front refuses one in the address; this is for a query sent as a body (below).
  if ([...url.searchParams].some(([key, value]) => `${key}${value}`.includes('\u0000'))) return 'The query must not contain NUL characters.'
  const keys = [...url.searchParams.keys()]
  const bracketed = (name: string) => keys.filter((key) => key.startsWith(`${name}[`))
  const plainCount = (name: string) => keys.filter((key) => key === name).length
  for (const name of SINGLE_VALUE_PARAMETERS) {
    if (plainCount(name) > 1 || bracketed(name).length > 0) return `${name} must be given once, as a single value.`
  }
  for (const name of JSON_QUERY_PARAMETERS) {
    const conditions = bracketed(name)
    if (plainCount(name) > 1 || (plainCount(name) === 1 && conditions.length > 0) || conditions.some((key) => LIST_INDEX.test(key))) {
      return `${name} must be given once, as a JSON object or written as ${name}[field][operator]=value.`
    }
    const texts = url.searchParams.getAll(name).filter(Boolean)
    if (texts.some((text) => !isJsonObject(text))) return `${name} must be a JSON object, or written as ${name}[field][operator]=value.`
  }
  return null
}

/** The body's media type, as Payload reads it to decide how to parse the body; null when it reads none. */
function bodyType(request: Request): string | null {
  const [contentType] = (request.headers.get('content-type') ?? '').split(';', 1)
  return BODY_METHODS.has(request.method) && request.body ? (contentType ?? '') : null
}

async function jsonProblem(request: Request): Promise<string | null> {
  if (bodyType(request) !== 'application/json') return null
  const text = await request.clone().text()
  // Payload reads an empty body as {}, and answers text that is not JSON with its own 400.
  if (!text.trim()) return null
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return null
  }
  return isObject(value) ? null : 'The request body must be a JSON object.'
}

async function multipartProblem(request: Request): Promise<string | null> {
  if (!bodyType(request)?.includes('multipart/')) return null
  let form: FormData
  try {
    form = await request.clone().formData()
  } catch {
    return 'The request body is not a valid multipart/form-data form.'
  }
  // Payload reads the document from this field alone: a form without it was a 500.
  if (!form.has('_payload')) return 'The form needs a _payload field holding the document as a JSON object.'
  for (const name of JSON_FORM_FIELDS) {
    const value = form.get(name)
    if (typeof value === 'string' && value && !isJsonObject(value)) return `The form field ${name} must be a JSON object.`
  }
  return null
}

/**
 * A read sent as a POST (its admin's relationship fields do, for long queries): Payload reads the
 * body, in the form type, as the query.
 */
const isReadOverride = (request: Request) =>
  request.method === 'POST' && ['x-payload-http-method-override', 'x-http-method-override'].some((name) => request.headers.get(name) === 'GET')

/** The address with its query as Payload reads it: from the body, for a read sent as a POST. */
async function queryUrl(request: Request): Promise<URL> {
  if (!isReadOverride(request) || request.headers.get('content-type') !== 'application/x-www-form-urlencoded') return new URL(request.url)
  return new URL(`${request.url}?${await request.clone().text()}`)
}

/** A body in another type (a form's fields, plain text) Payload reads as no data at all, and fails on. */
async function typeProblem(request: Request): Promise<string | null> {
  const type = bodyType(request)
  if (type === null || isReadOverride(request) || type === 'application/json' || type.includes('multipart/')) return null
  const bytes = await request.clone().arrayBuffer()
  return bytes.byteLength > 0 ? 'The request body must be JSON (application/json) or a multipart/form-data form.' : null
}

/** A create (a POST to the collection) or an update with no body: Payload's field hooks read the document as undefined, and fail. */
async function missingDocument(request: Request, segments: string[]): Promise<string | null> {
  const writes = (request.method === 'POST' && segments.length === 1) || request.method === 'PATCH'
  const type = bodyType(request)
  if (!writes || isReadOverride(request) || type === 'application/json' || type?.includes('multipart/')) return null
  const empty = type === null || (await request.clone().arrayBuffer()).byteLength === 0
  return empty ? 'The request needs a body: the document as a JSON object (application/json) or a multipart/form-data form.' : null
}

/** The 404 for a route Payload mounts that this site does not offer, or one no collection has. */
export const noSuchRoute = () => payloadErrorJson(404, 'This site does not offer this route.')

/**
 * Names every object has (`constructor`, `__proto__`, `toString`…): Payload looks collections and
 * routes up by name in plain objects, finds these, and fails with a 500.
 */
const OBJECT_KEYS = new Set(Object.getOwnPropertyNames(Object.prototype))

/** Collections whose second segment is a key the admin names, not a document's id. */
const KEYED = new Set(['globals', 'payload-preferences'])

/**
 * An id Payload would read as a number though it is not one: its parser takes `1abc`, `01`, `+1`
 * or `1;DROP` for document 1, and a write to it changed document 1. Named routes (`me`, `login`,
 * `count`) do not start like a number and pass.
 */
function idProblem(segments: string[]): string | null {
  const [collection, id] = segments
  if (id === undefined || KEYED.has(collection!) || Number.isNaN(Number.parseInt(id, 10))) return null
  return isStorableId(id) ? null : `"${id}" is not a valid id: ids are whole numbers from 1.`
}

/**
 * A refusal in Payload's error shape for a request its REST handler cannot read (a 404 for a
 * route named like an object's own key, a 415 for a body of another type, a 400 otherwise); null
 * to go on. Reads a clone.
 */
export async function malformedRestRequest(request: Request, segments: string[]): Promise<Response | null> {
  if (segments.some((segment) => OBJECT_KEYS.has(segment))) return noSuchRoute()
  const unreadable = await typeProblem(request)
  if (unreadable) return payloadErrorJson(415, unreadable)
  const problem =
    idProblem(segments) ??
    queryProblem(await queryUrl(request)) ??
    (await missingDocument(request, segments)) ??
    (await jsonProblem(request)) ??
    (await multipartProblem(request))
  return problem ? payloadErrorJson(400, problem) : null
}
