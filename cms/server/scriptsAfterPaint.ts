/**
 * Next writes a page's script chunks as `<script async>` tags, which the browser runs the moment
 * each arrives: when they arrive before the page has painted (the stylesheets still on the way,
 * or a busy phone), their evaluation comes first, and Lighthouse counts every such script against
 * the LCP (vercel/next.js#66958; Next has no setting for it). Here a page's HTML has those tags
 * taken out and, in their stead, one small script after the page's content that adds them once
 * the browser reports its first paint: the page is read first and comes alive straight after.
 * The price: the scripts are fetched after the paint, not beside the stylesheets.
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
/** CHUNK_SCRIPT at one place only: sticky, it matches at `lastIndex` or not at all. */
const CHUNK_SCRIPT_HERE = new RegExp(CHUNK_SCRIPT.source, 'y')
const SCRIPT_START = '<script src="/_next/static/chunks/'

/**
 * Runs in the browser, sent as its source in the page: adds the scripts once the first paint is
 * reported. A page opened hidden (a background tab), or a browser that reports no paints, gets
 * them at once; one whose paint report never comes gets them after a second all the same.
 * A button pressed before React has started would do nothing (or send its form the browser's
 * way): the press is held, the scripts start at once, and the button is pressed again as soon as
 * React has taken it over.
 */
function startAfterPaint(sources: string[]): void {
  let started = false
  const held: Element[] = []
  const hasKey = (target: object, prefix: string) => Object.keys(target).some((key) => key.startsWith(prefix))
  const reactStarted = () => hasKey(document, '__reactContainer')
  const replay = (tries: number) => {
    for (const button of held.slice()) {
      if (!button.isConnected || tries >= 200) held.splice(held.indexOf(button), 1)
      else if (hasKey(button, '__reactProps')) {
        held.splice(held.indexOf(button), 1)
        ;(button as HTMLElement).click()
      }
    }
    if (held.length) setTimeout(replay, 50, tries + 1)
  }
  const hold = (event: Event) => {
    const button = event.target instanceof Element ? event.target.closest('button') : null
    if (!button || reactStarted()) return
    event.preventDefault()
    event.stopImmediatePropagation()
    if (!held.includes(button)) held.push(button)
    start()
    replay(0)
  }
  const start = () => {
    if (started) return
    started = true
    for (const source of sources) {
      const script = document.createElement('script')
      script.src = source
      script.async = true
      document.head.appendChild(script)
    }
  }
  document.addEventListener('click', hold, true)
  const Observer = self.PerformanceObserver
  if (document.visibilityState !== 'visible' || !Observer || !Observer.supportedEntryTypes?.includes('paint')) return start()
  new Observer((_list, observer) => {
    observer.disconnect()
    start()
  }).observe({ type: 'paint', buffered: true })
  setTimeout(start, 1000)
}

// Its indentation is left out: every page carries it.
const LOADER_SOURCE = startAfterPaint.toString().replace(/\n\s+/g, '\n')
const loader = (sources: string[]) => `<script>(${LOADER_SOURCE})(${JSON.stringify(sources)})</script>`

/** The scripts a page's loader adds, in order (none when it has no loader). */
export function loaderSources(html: string): string[] {
  const found = /<script>\(function startAfterPaint\(.*?\}\)\((\[[^\]]*\])\)<\/script>/s.exec(html)
  return found ? (JSON.parse(found[1]!) as string[]) : []
}

/** The first chunk script tag at or after `from`: where it starts and ends, and its source. */
function chunkScriptAfter(page: string, from: number): { start: number; end: number; source: string } | null {
  for (let start = page.indexOf(SCRIPT_START, from); start >= 0; start = page.indexOf(SCRIPT_START, start + 1)) {
    CHUNK_SCRIPT_HERE.lastIndex = start
    const tag = CHUNK_SCRIPT_HERE.exec(page)
    if (tag) return { start, end: start + tag[0].length, source: tag[1]! }
  }
  return null
}

/**
 * The beginning of a page with its chunk scripts moved behind the first paint, or null while it
 * does not yet reach the first chunk script after `</head>`: the one React writes after the page's
 * content to start it, where the loader goes. Scripts written later are left as they are. Only the
 * head is searched with patterns.
 */
export function holdScriptsUntilPaint(beginning: string): string | null {
  const headEnd = beginning.indexOf('</head>')
  if (headEnd < 0) return null
  const bootstrap = chunkScriptAfter(beginning, headEnd)
  if (!bootstrap) return null
  const sources: string[] = []
  const head = beginning
    .slice(0, headEnd)
    .replace(CHUNK_PRELOAD, '')
    .replace(CHUNK_SCRIPT, (_tag, source: string) => {
      sources.push(source)
      return ''
    })
  sources.push(bootstrap.source)
  return head + beginning.slice(headEnd, bootstrap.start) + loader(sources) + beginning.slice(bootstrap.end)
}

/** Cached pages as sent, by the page as Next sends it: the few a site has, each changed once. */
const changedPages = new Map<string, Buffer>()
const MAX_CHANGED_PAGES = 32

/** `page` changed (or as it is, if it has no script to move), in bytes; remembered. */
function changedPage(page: string): Buffer {
  let bytes = changedPages.get(page)
  if (bytes) return bytes
  bytes = Buffer.from(holdScriptsUntilPaint(page) ?? page)
  if (changedPages.size >= MAX_CHANGED_PAGES) changedPages.delete(changedPages.keys().next().value!)
  changedPages.set(page, bytes)
  return bytes
}

/** A page that reaches no script to start it within this many characters is passed on as it is. */
const MAX_HELD_CHARACTERS = 1_000_000

type Callback = (error?: Error | null) => void
type WriteArgs = [chunk: unknown, encoding?: BufferEncoding | Callback, callback?: Callback]

/** Whether a string written with `encoding` is text as it stands (no encoding given means UTF-8). */
const isText = (encoding: unknown) => typeof encoding !== 'string' || /^utf-?8$/i.test(encoding)

/** A chunk as text: Next ends a cached page with a string, and streams a page in bytes. */
function asText(decoder: StringDecoder, chunk: unknown, encoding: unknown): string {
  if (chunk === undefined || chunk === null) return ''
  if (typeof chunk !== 'string') return decoder.write(chunk as Uint8Array)
  return isText(encoding) ? chunk : Buffer.from(chunk, encoding as BufferEncoding).toString('utf8')
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
  let state: 'unknown' | 'holding' | 'passing' = 'unknown'
  const decoder = new StringDecoder('utf8')
  let held = ''
  /** Whether Next announced the page's length: then the changed page's is announced. */
  let declared = false

  const decide = () => {
    if (state !== 'unknown') return
    const isPage = String(response.getHeader('content-type') ?? '').startsWith('text/html')
    // The length of a page already announced cannot change.
    state = isPage && !response.headersSent ? 'holding' : 'passing'
    if (state !== 'holding') return
    declared = response.hasHeader('content-length')
    response.removeHeader('content-length')
  }
  /** What is held, changed once it reaches the starting script, or as it is if it never will. */
  const release = (final: boolean): string | null => {
    const changed = holdScriptsUntilPaint(held)
    if (changed === null && !final && held.length <= MAX_HELD_CHARACTERS) return null
    state = 'passing'
    const text = changed ?? held
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
    // A cached page, whole in one string: changed and encoded once, sent as bytes on every hit.
    if (!held && typeof body === 'string' && isText(encoding)) {
      state = 'passing'
      const page = changedPage(body)
      if (!this.headersSent) this.setHeader('content-length', page.length)
      return end.call(this, page, 'utf8', done)
    }
    held += asText(decoder, body, encoding) + decoder.end()
    const text = release(true)!
    if (!this.headersSent && method !== 'HEAD' && declared) this.setHeader('content-length', Buffer.byteLength(text))
    return end.call(this, text, 'utf8', done)
  } as typeof response.end
}
