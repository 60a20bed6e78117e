import type http from 'node:http'

/**
 * The most one write to the socket carries. Over loopback (nginx in front of each instance, and
 * the bench) one write of more than a 64 kB segment costs about three times the CPU of the same
 * bytes in two writes: a cached /albums (77 kB) answered 1,700 req/s against 2,400 for `/` (57 kB).
 * The headers (about 1 kB) leave with the first part.
 */
export const MAX_WRITE_BYTES = 60 * 1024

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff

/**
 * A body of `bytes` bytes in pieces of about equal size, each about MAX_WRITE_BYTES or less; a
 * string is cut between characters (never inside a surrogate pair), a buffer anywhere. The pieces
 * join to the same body.
 */
export function bodyParts<T extends string | Buffer>(body: T, bytes: number): T[] {
  const count = Math.ceil(bytes / MAX_WRITE_BYTES)
  const parts: T[] = []
  let start = 0
  for (let piece = 1; piece <= count; piece++) {
    let cut = piece === count ? body.length : Math.round((body.length * piece) / count)
    if (typeof body === 'string' && cut < body.length && isHighSurrogate(body.charCodeAt(cut - 1))) cut++
    parts.push(body.slice(start, cut) as T)
    start = cut
  }
  return parts
}

type End = (this: http.ServerResponse, ...args: unknown[]) => http.ServerResponse

/** The body's size in bytes: Next has set Content-Length for the bodies it ends with. */
function byteSize(response: http.ServerResponse, body: string | Buffer, encoding: BufferEncoding): number {
  const declared = Number(response.getHeader('content-length'))
  return Number.isInteger(declared) && declared > 0 ? declared : Buffer.byteLength(body, encoding)
}

/**
 * Makes `response.end(body)` write a body over MAX_WRITE_BYTES in parts: Next sends a cached page
 * (a string) or an optimised image (a buffer) with one `end`. Streamed answers are untouched.
 */
export function writeLargeBodiesInParts(response: http.ServerResponse): void {
  const end = response.end as End
  response.end = function (this: http.ServerResponse, ...args: unknown[]) {
    const [body, second, third] = args
    // A string encodes to at most three bytes a character: a shorter one is never too large.
    const mayBeLarge = typeof body === 'string' ? body.length * 3 > MAX_WRITE_BYTES : Buffer.isBuffer(body) && body.length > MAX_WRITE_BYTES
    if (!mayBeLarge) return end.apply(this, args)
    const encoding = typeof second === 'string' ? (second as BufferEncoding) : 'utf8'
    const bytes = byteSize(this, body as string | Buffer, encoding)
    if (bytes <= MAX_WRITE_BYTES) return end.apply(this, args)
    const parts = bodyParts(body as string | Buffer, bytes)
    for (const part of parts.slice(0, -1)) this.write(part, encoding)
    return end.call(this, parts.at(-1), encoding, typeof second === 'function' ? second : third)
  } as http.ServerResponse['end']
}
