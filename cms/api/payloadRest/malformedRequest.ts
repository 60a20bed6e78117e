/*
 * What Payload's REST handler reads from a request before any collection sees it, and fails on
 * with a 500 when it is malformed: a `where` or `data` query parameter given as text (which it
 * parses as JSON), a parameter it reads as one value given as several, a JSON body that is not an
 * object (`null`, `1`, a list: its operations read fields of it), and a multipart body (its form,
 * and the `_payload` and `file` fields it parses as JSON). Checked here first, so that a
 * request it cannot read is a 400 that says why.
 */

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
  for (const name of JSON_FORM_FIELDS) {
    const value = form.get(name)
    if (typeof value === 'string' && value && !isJsonObject(value)) return `The form field ${name} must be a JSON object.`
  }
  return null
}

/** A 400 in Payload's error shape for a request its REST handler cannot read; null to go on. Reads a clone. */
export async function malformedRestRequest(request: Request): Promise<Response | null> {
  const problem = queryProblem(new URL(request.url)) ?? (await jsonProblem(request)) ?? (await multipartProblem(request))
  return problem ? payloadErrorJson(400, problem) : null
}
