import type http from 'node:http'

/**
 * The most one write to the socket carries. Over loopback (nginx in front of each instance, and
 * the bench) one write of more than a 64 kB segment costs about three times the CPU of the same
 * bytes in two writes: a cached /albums (77 kB) answered 1,700 req/s against 2,400 for `/` (57 kB).
 */
export const MAX_WRITE_BYTES = 48 * 1024

/** The body in pieces of at most `max` bytes; the receiver reads the same bytes, in order. */
export function bodyParts(body: Buffer, max = MAX_WRITE_BYTES): Buffer[] {
  const parts: Buffer[] = []
  for (let start = 0; start < body.length; start += max) parts.push(body.subarray(start, start + max))
  return parts
}

type End = (this: http.ServerResponse, ...args: unknown[]) => http.ServerResponse

/**
 * Makes `response.end(body)` write a body over MAX_WRITE_BYTES in parts: Next sends a cached page
 * with one `end`. Smaller bodies and streamed answers (written before `end`) are untouched.
 */
export function writeLargeBodiesInParts(response: http.ServerResponse): void {
  const end = response.end as End
  response.end = function (this: http.ServerResponse, ...args: unknown[]) {
    const [chunk, second, third] = args
    // A string encodes to at most three bytes a character: a shorter one is never too large.
    const mayBeLarge = (typeof chunk === 'string' && chunk.length * 3 > MAX_WRITE_BYTES) || Buffer.isBuffer(chunk)
    if (!mayBeLarge) return end.apply(this, args)
    const encoding = typeof second === 'string' ? (second as BufferEncoding) : 'utf8'
    const parts = bodyParts(typeof chunk === 'string' ? Buffer.from(chunk, encoding) : (chunk as Buffer))
    if (parts.length < 2) return end.apply(this, args)
    for (const part of parts.slice(0, -1)) this.write(part)
    return end.call(this, parts.at(-1), typeof second === 'function' ? second : third)
  } as http.ServerResponse['end']
}
