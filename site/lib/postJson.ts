/** What a JSON write came back with: ok, or the message to show. */
export type PostResult<T> = { ok: true; body: T } | { ok: false; status: number; message: string }

/** What a call to one of our /api rows came back with; an answer carries its headers too. */
export type JsonAnswer<T> = { ok: true; body: T; headers: Headers } | { ok: false; status: number; message: string }

const FALLBACK: Record<number, string> = {
  429: 'Too many attempts. Please wait a moment and try again.',
}
const GENERIC = 'Something went wrong. Please try again.'
const OFFLINE = 'Could not reach the server. Check your connection and try again.'

/**
 * A NUL character pasted into a field cannot be seen there, so the visitor could not find it to
 * remove it; no text of ours may hold one (the server refuses it). It is left out of what is sent.
 */
const withoutNul = (_key: string, value: unknown) => (typeof value === 'string' ? value.replaceAll('\u0000', '') : value)

/** `payload` as it will be sent: without NUL characters (checked in the browser as the server gets it). */
export const asSent = <T>(payload: T): T => JSON.parse(JSON.stringify(payload, withoutNul)) as T

/** The words of a refusal: our `{ message }`, or Payload's `{ errors: [{ message }] }` (its REST, /cms-api). */
function messageOf(body: unknown): string {
  if (!body || typeof body !== 'object') return ''
  const { message, errors } = body as { message?: unknown; errors?: { message?: unknown }[] }
  const first = Array.isArray(errors) ? errors[0]?.message : undefined
  return typeof message === 'string' ? message : typeof first === 'string' ? first : ''
}

/**
 * Calls one of our /api rows with the visitor's cookies and reads the JSON answer. A JSON content
 * type is sent only with a body (SPEC §7). A failure carries the server's `{ message }` when it
 * sent one (the contract's 4xx bodies, or Payload's), else a sentence for its status (or `fallback`).
 */
export async function sendJson<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  fallback = GENERIC,
): Promise<JsonAnswer<T>> {
  let response: Response
  try {
    response = await fetch(url, {
      method,
      credentials: 'same-origin',
      headers: payload === undefined ? { Accept: 'application/json' } : { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: payload === undefined ? undefined : JSON.stringify(payload, withoutNul),
    })
  } catch {
    return { ok: false, status: 0, message: OFFLINE }
  }
  const body: unknown = await response.json().catch(() => null)
  if (response.ok) return { ok: true, body: body as T, headers: response.headers }
  return { ok: false, status: response.status, message: messageOf(body) || (FALLBACK[response.status] ?? fallback) }
}

/** POSTs JSON (see sendJson). */
export const postJson = <T>(url: string, payload: unknown): Promise<PostResult<T>> => sendJson<T>('POST', url, payload)
