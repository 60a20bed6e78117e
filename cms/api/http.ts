import { ZodError, type z } from 'zod'
import { DATABASE_INPUT_MESSAGE, findUnstorable, isDatabaseInputError, isStorableId } from '../lib/input/unstorable'
import { firstMessage } from '../schemas/field'

export const json = (body: unknown, status = 200, headers?: HeadersInit) =>
  Response.json(body, { status, headers })

export const errorJson = (status: number, message: string, headers?: HeadersInit) => json({ message }, status, headers)

/** A refusal in the shape Payload's own GraphQL and REST answers use, for requests headed there. */
export const payloadErrorJson = (status: number, message: string) => json({ errors: [{ message }] }, status)

/** A client's mistake, answered with its status and a message; thrown anywhere in a handler. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

/** An id from the path: our ids are serial numbers, so anything else names nothing (404 `{what} not found`). */
export function numericId(value: string, what: string): number {
  if (!isStorableId(value)) throw new HttpError(404, `${what} not found`)
  return Number(value)
}

type PayloadLikeError = {
  name?: string
  status?: number
  message?: string
  isPublic?: boolean
  data?: { errors?: { message?: string; path?: string; label?: unknown }[]; retryAfterSeconds?: number }
}

/** "Title: This field is required." — which field, in the collection's own words. */
function fieldMessage(error: { message?: string; path?: string; label?: unknown }): string | undefined {
  if (!error.message) return undefined
  const label = typeof error.label === 'string' ? error.label : error.path
  return label && !error.message.includes(label) ? `${label}: ${error.message}` : error.message
}

/** Payload's errors carry their HTTP status; validation errors list every field that failed. */
function payloadErrorResponse(error: PayloadLikeError): Response | null {
  if (typeof error.status !== 'number' || error.status >= 500) return null
  const fieldErrors = error.data?.errors?.map(fieldMessage).filter(Boolean)
  if (fieldErrors?.length) return errorJson(error.status, fieldErrors.join(' '))
  const retryAfter = error.data?.retryAfterSeconds
  const headers = retryAfter ? { 'Retry-After': String(retryAfter) } : undefined
  return json({ message: error.message || 'Request failed' }, error.status, headers)
}

/**
 * Whether Payload refused `field` (a validation error naming it), with `message` when one is given.
 * Told by shape, not by class or name: Next bundles each route apart, so the error may come from
 * another bundle's (minified) copy of Payload.
 */
export function refusedField(error: unknown, field: string, message?: string): boolean {
  const refusal = error as PayloadLikeError | null
  const errors = refusal?.data?.errors
  const matches = (fieldError: { path?: string; message?: string }) => fieldError.path === field && (message === undefined || fieldError.message === message)
  return refusal?.status === 400 && Array.isArray(errors) && errors.some(matches)
}

/** Every failure becomes a 4xx with a message, except our own faults, which are logged. */
export function errorResponse(error: unknown): Response {
  if (error instanceof HttpError) return errorJson(error.status, error.message)
  if (error instanceof ZodError) return errorJson(400, firstMessage(error))
  if (isDatabaseInputError(error)) return errorJson(400, DATABASE_INPUT_MESSAGE)
  const fromPayload = error && typeof error === 'object' ? payloadErrorResponse(error as PayloadLikeError) : null
  if (fromPayload) return fromPayload
  console.error(error)
  return errorJson(500, 'Something went wrong on our side. Please try again.')
}

/** The largest body a row of the contract reads: far above any form's, far below what would load the server. */
export const MAX_BODY_BYTES = 1024 * 1024
const tooLarge = (limit: number) => new HttpError(413, `The request body is too large: at most ${limit / 1024 / 1024} MB.`)

/**
 * The body, kept in memory up to `limit` only (a 413 beyond): a client's body was otherwise read
 * whole into memory, however large. The rest is read and dropped, not cut off, so that the
 * connection stays usable for the client's next request.
 */
async function bodyBlob(request: Request, limit: number): Promise<Blob> {
  if (Number(request.headers.get('content-length')) > limit) throw tooLarge(limit)
  if (!request.body) return new Blob()
  const chunks: Uint8Array<ArrayBuffer>[] = []
  let size = 0
  const reader = request.body.getReader()
  for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
    size += chunk.value.byteLength
    if (size <= limit) chunks.push(chunk.value)
  }
  if (size > limit) throw tooLarge(limit)
  return new Blob(chunks)
}

const strictUtf8 = new TextDecoder('utf-8', { fatal: true })

/**
 * The body as text. Bytes that are not UTF-8 (a lone surrogate's encoding among them) are refused:
 * decoding would quietly store U+FFFD in their place.
 */
async function utf8Text(body: Blob): Promise<string> {
  try {
    return strictUtf8.decode(await body.arrayBuffer())
  } catch {
    throw new HttpError(400, 'The request body must be valid UTF-8 text.')
  }
}

// A form's parts may be files, of any bytes; every other body these handlers take is text.
const isMultipart = (request: Request) => /^multipart\//i.test(request.headers.get('content-type') ?? '')

/**
 * The request with its body read, up to `limit`, for a handler that is not ours and would read
 * any body whole (Payload's GraphQL and REST); beyond it, a 413 in their error shape, and a body
 * other than a form that is not UTF-8 a 400.
 */
export async function withCappedBody(request: Request, limit = MAX_BODY_BYTES): Promise<Request | Response> {
  if (!request.body) return request
  try {
    const body = await bodyBlob(request, limit)
    if (!isMultipart(request)) await utf8Text(body)
    return new Request(request, { body })
  } catch (error) {
    if (error instanceof HttpError) return payloadErrorJson(error.status, error.message)
    throw error
  }
}

/**
 * SPEC §7: a body goes as JSON, saying so. One of another type (plain text, a form's fields, none
 * named) or encoded (gzip) is refused rather than read as JSON regardless, as GraphQL and
 * Payload's REST refuse it; a plain-text post is also what a page on another site may send.
 */
function refuseOtherTypes(request: Request): void {
  const encoding = request.headers.get('content-encoding')?.trim().toLowerCase()
  if (encoding && encoding !== 'identity') throw new HttpError(415, 'The request body must not be encoded: send it without Content-Encoding.')
  const type = request.headers.get('content-type')?.split(';')[0]!.trim().toLowerCase() ?? ''
  if (type !== 'application/json' && !/^application\/[\w.+-]+\+json$/.test(type)) {
    throw new HttpError(415, 'Send the request body as JSON, with Content-Type: application/json.')
  }
}

/** Reads a JSON body and checks it against a schema (400 with the schema's message otherwise). */
export async function parseBody<T extends z.ZodType>(request: Request, schema: T): Promise<z.infer<T>> {
  const text = await utf8Text(await bodyBlob(request, MAX_BODY_BYTES))
  if (text) refuseOtherTypes(request)
  let body: unknown
  try {
    body = text ? JSON.parse(text) : {}
  } catch {
    throw new HttpError(400, 'The request body must be valid JSON.')
  }
  if (!body || typeof body !== 'object' || Array.isArray(body)) throw new HttpError(400, 'The request body must be a JSON object.')
  // Checked here too, so that a field the row rewrites before storing (HTML content) says so as well.
  const unstorable = findUnstorable(body)
  if (unstorable) throw new HttpError(400, `${unstorable.path}: ${unstorable.reason}.`)
  return schema.parse(body)
}
