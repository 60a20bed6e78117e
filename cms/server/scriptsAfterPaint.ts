/**
 * Next writes a page's script chunks as `<script async>` tags, which the browser runs the moment
 * each arrives: on a slow phone they land while the stylesheets are still on the way, and their
 * hundreds of milliseconds of evaluation come before the first paint (vercel/next.js#66958; it has
 * no setting for it). Here a page's HTML has those tags taken out and, in their stead, one small
 * script after the page's content that adds them once the browser reports its first paint: the
 * page is read first and made interactive straight after, instead of the other way round.
 */
import type http from 'node:http'
import { StringDecoder } from 'node:string_decoder'

/** A chunk script as Next writes it; the no-module polyfill's tag (`noModule`) is left alone. */
const CHUNK_SCRIPT = /<script src="(\/_next\/static\/chunks\/[^"<>]+\.js)" async=""><\/script>/g
/**
 * Next's early fetch of the starting script: fetched before the paint, it was counted against it
 * (Lighthouse counts what arrived before the paint), and the loader fetches it anyway.
 */
const CHUNK_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="\/_next\/static\/chunks\/[^"<>]+\.js"\/>/g

/**
 * Adds the scripts once the first paint is reported. A page opened hidden (a background tab),
 * or a browser that reports no paints, gets them at once; one whose paint report never comes
 * gets them after a second all the same.
 */
const loader = (sources: string[]) =>
  `<script>(function(s){var d=0;function go(){if(d)return;d=1;s.forEach(function(u){var e=document.createElement("script");e.src=u;e.async=true;document.head.appendChild(e)})}` +
  `var P=self.PerformanceObserver;if(document.visibilityState!=="visible"||!P||(P.supportedEntryTypes||[]).indexOf("paint")<0)return go();` +
  `new P(function(l,o){o.disconnect();go()}).observe({type:"paint",buffered:true});setTimeout(go,1000)})(${JSON.stringify(sources)})</script>`

/**
 * The beginning of a page with its chunk scripts moved behind the first paint, or null while it
 * does not yet reach the first chunk script after `</head>`: the one React writes after the page's
 * content to start it, after which the loader goes. Scripts written later are left as they are.
 */
export function holdScriptsUntilPaint(beginning: string): { text: string; rest: string } | null {
  const headEnd = beginning.indexOf('</head>')
  if (headEnd < 0) return null
  const start = new RegExp(CHUNK_SCRIPT.source, 'g')
  start.lastIndex = headEnd
  const bootstrap = start.exec(beginning)
  if (!bootstrap) return null
  const end = bootstrap.index + bootstrap[0].length
  const sources: string[] = []
  const text = beginning
    .slice(0, end)
    .replace(CHUNK_PRELOAD, '')
    .replace(CHUNK_SCRIPT, (_tag, source: string) => {
      sources.push(source)
      return ''
    })
  return { text: text + loader(sources), rest: beginning.slice(end) }
}

/** A page that reaches no script to start it within this much is passed on as it is. */
const MAX_HELD_CHARACTERS = 1_000_000

type Callback = (error?: Error | null) => void
type WriteArgs = [chunk: unknown, encoding?: BufferEncoding | Callback, callback?: Callback]

function asText(decoder: StringDecoder, chunk: unknown, encoding: unknown): string {
  if (chunk === undefined || chunk === null) return ''
  if (typeof chunk === 'string') return decoder.write(Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8'))
  return decoder.write(Buffer.from(chunk as Uint8Array))
}

/**
 * Moves the chunk scripts of the pages `response` answers behind the first paint
 * (holdScriptsUntilPaint). Wraps the response's own `write` and `end`, so it is called after
 * anything that compresses them. The admin's pages are Payload's and left alone.
 */
export function deferPageScripts(request: http.IncomingMessage, response: http.ServerResponse): void {
  const method = request.method ?? 'GET'
  if ((method !== 'GET' && method !== 'HEAD') || /^\/admin(\/|\?|$)/.test(request.url ?? '/')) return
  const write = response.write
  const end = response.end
  const decoder = new StringDecoder('utf8')
  let state: 'unknown' | 'holding' | 'passing' = 'unknown'
  let held = ''

  const decide = () => {
    if (state !== 'unknown') return
    const isPage = String(response.getHeader('content-type') ?? '').startsWith('text/html')
    // The length of a page already announced cannot change.
    state = isPage && !response.headersSent ? 'holding' : 'passing'
    if (state === 'holding') response.removeHeader('content-length')
  }
  /** What is held, changed once it reaches the starting script, or as it is if it never will. */
  const release = (final: boolean): string | null => {
    const changed = holdScriptsUntilPaint(held)
    if (!changed && !final && held.length <= MAX_HELD_CHARACTERS) return null
    state = 'passing'
    const text = changed ? changed.text + changed.rest : held
    held = ''
    return text
  }

  response.write = function (this: http.ServerResponse, ...[chunk, encoding, callback]: WriteArgs): boolean {
    decide()
    if (state === 'passing') return write.apply(this, [chunk, encoding, callback] as Parameters<typeof write>)
    held += asText(decoder, chunk, encoding)
    const done = typeof encoding === 'function' ? encoding : callback
    const text = release(false)
    if (text === null) {
      if (done) process.nextTick(done)
      return true
    }
    return write.call(this, text, 'utf8', done)
  } as typeof response.write

  response.end = function (this: http.ServerResponse, ...[chunk, encoding, callback]: WriteArgs): http.ServerResponse {
    const done = typeof chunk === 'function' ? (chunk as Callback) : typeof encoding === 'function' ? encoding : callback
    const body = typeof chunk === 'function' ? undefined : chunk
    // Next answers HEAD with the length of the page as it rendered it, and no page to change.
    if ((body !== undefined && body !== null) || method === 'HEAD') decide()
    if (state !== 'holding') return end.apply(this, [chunk, encoding, callback] as Parameters<typeof end>)
    held += asText(decoder, body, encoding) + decoder.end()
    const text = release(true) ?? ''
    if (!this.headersSent && method !== 'HEAD') this.setHeader('content-length', Buffer.byteLength(text))
    return end.call(this, text, 'utf8', done)
  } as typeof response.end
}
