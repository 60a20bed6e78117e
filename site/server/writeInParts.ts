/**
 * The most one write to the socket carries. Over loopback (nginx in front of each instance, and
 * the bench) one write of more than a 64 kB segment costs about three times the CPU of the same
 * bytes in two writes: a cached /albums (77 kB) answered 1,700 req/s against 2,400 for `/` (57 kB).
 * Measured again on Next 16.4.6 (issue 35; Node 20, -c 32, server CPU per request, median of 9
 * rounds): /albums 1.02 ms in parts, 1.21 ms in one write, 1.26 ms from bare `next start`; `/`,
 * one write either way, 1.06 and 1.02 ms. Next writes a cached page with one `end`, so it stays.
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
