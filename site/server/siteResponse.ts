import http from 'node:http'
import { readAnswered, settleWrite } from '@cms/cache/settleWrites'
import { sessionHintCookies } from './sessionHint'
import { tellSharedCaches } from './sharedCaches'
import { isUnreachablePicture, UNREACHABLE_PICTURE_MESSAGE } from './unreachablePicture'
import { bodyParts, MAX_WRITE_BYTES } from './writeInParts'

// The base methods' overloads, as one argument list each: these methods pass on what they were given.
type WriteHeadArgs = Parameters<http.ServerResponse['writeHead']>
type EndArgs = Parameters<http.ServerResponse['end']>
type WriteArgs = Parameters<http.ServerResponse['write']>

/** The set-cookie lines already on a response, as a list. */
function setCookieLines(response: http.ServerResponse): string[] {
  const current = response.getHeader('set-cookie')
  return current === undefined ? [] : Array.isArray(current) ? current : [String(current)]
}

/** The body's size in bytes: Next has set Content-Length for the bodies it ends with. */
function byteSize(response: http.ServerResponse, body: string | Buffer, encoding: BufferEncoding): number {
  const declared = Number(response.getHeader('content-length'))
  return Number.isInteger(declared) && declared > 0 ? declared : Buffer.byteLength(body, encoding)
}

/**
 * The responses our server gives (http.createServer's ServerResponse): Next's answers, with
 * these changes made in one place for every route.
 * - The session hint cookie rides beside Payload's session cookie (sessionHint.ts).
 * - A body over MAX_WRITE_BYTES that Next sends with one `end` (a cached page, an optimised
 *   image) is written in parts (writeInParts.ts). Streamed answers are untouched.
 * - A remote picture whose host cannot be reached is a 502, not Next's bare 500 (unreachablePicture.ts).
 * - Shared caches may not keep a cached page past our invalidations, nor `/` across cookies (sharedCaches.ts).
 * - A write's answer goes out once the reads this instance was answering at its commit are
 *   answered (cms/cache/settleWrites.ts): until then it is held here, headers and all.
 */
export class SiteResponse extends http.ServerResponse {
  /** This answer is a remote picture whose host could not be reached (see `writeHead`). */
  private unreachablePicture = false
  /** Settling the write, then the calls held meanwhile; null once nothing is (or is any longer) held. */
  private settling: Promise<void> | null | undefined
  private held: (() => void)[] = []

  /**
   * Whether `call` must wait for the write to settle (then it is kept, to run in turn). A held call
   * goes on to the base method, not to `this`'s: Next's compression replaces write and end on the
   * response itself, and would take a part it has already compressed for a new one.
   */
  private holds(call: () => void): boolean {
    if (this.settling === undefined) {
      const settled = settleWrite(this)
      this.settling = settled
        ? settled
            .catch((error: Error) => console.error('Cache: a write could not expire its tags again after its commit:', error.message))
            .finally(() => this.release())
        : null
    }
    if (this.settling === null) return false
    this.held.push(call)
    return true
  }

  /** Sends what was held, in turn. */
  private release(): void {
    this.settling = null
    try {
      for (const next of this.held.splice(0)) next()
    } catch (error) {
      // Thrown where Next would have caught it, had the call not waited: this answer cannot go on.
      console.error("A write's answer could not be sent:", (error as Error).message)
      this.destroy()
    }
  }

  // Next sends the headers on their own just before a streamed body's first part: a client has the
  // status then, and may act on it.
  override flushHeaders(): void {
    if (!this.holds(() => super.flushHeaders())) super.flushHeaders()
  }

  override write(...args: unknown[]): boolean {
    if (this.holds(() => super.write(...(args as WriteArgs)))) return true
    return super.write(...(args as WriteArgs))
  }

  override writeHead(...args: unknown[]): this {
    if (isUnreachablePicture(this.req, Number(args[0]))) {
      this.unreachablePicture = true
      args[0] = 502
      this.setHeader('content-type', 'text/plain; charset=utf-8')
      if (this.hasHeader('content-length')) this.removeHeader('content-length')
    }
    const lines = setCookieLines(this)
    const hints = sessionHintCookies(lines, this.req.headers.cookie)
    if (hints.length > 0) this.setHeader('set-cookie', [...lines, ...hints])
    tellSharedCaches(this.req, this, Number(args[0]))
    return super.writeHead(...(args as WriteHeadArgs))
  }

  override end(...args: unknown[]): this {
    readAnswered(this)
    if (this.holds(() => this.endNow(args))) return this
    return this.endNow(args)
  }

  private endNow(args: unknown[]): this {
    // Next's compression sends the headers before it calls this `end`; without it, they go with it.
    if (this.unreachablePicture || (!this.headersSent && isUnreachablePicture(this.req, this.statusCode))) {
      return super.end(UNREACHABLE_PICTURE_MESSAGE)
    }
    const [body, second, third] = args
    // A string encodes to at most three bytes a character: a shorter one is never too large.
    const mayBeLarge = typeof body === 'string' ? body.length * 3 > MAX_WRITE_BYTES : Buffer.isBuffer(body) && body.length > MAX_WRITE_BYTES
    if (!mayBeLarge) return super.end(...(args as EndArgs))
    const encoding = typeof second === 'string' ? (second as BufferEncoding) : 'utf8'
    const bytes = byteSize(this, body as string | Buffer, encoding)
    if (bytes <= MAX_WRITE_BYTES) return super.end(...(args as EndArgs))
    const parts = bodyParts(body as string | Buffer, bytes)
    for (const part of parts.slice(0, -1)) this.write(part, encoding)
    return super.end(...([parts.at(-1), encoding, typeof second === 'function' ? second : third] as EndArgs))
  }
}
