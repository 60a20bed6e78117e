/**
 * Next writes a page's script chunks as `<script async>` tags, which the browser runs the moment
 * each arrives: on a slow phone they land while the stylesheets are still on the way, and their
 * hundreds of milliseconds of evaluation come before the first paint (vercel/next.js#66958; it has
 * no setting for it). Here a page's HTML has those tags taken out and, in their stead, one small
 * script after the page's content that adds them once the browser reports its first paint: the
 * page is read first and made interactive straight after, instead of the other way round.
 */
import type http from 'node:http'

/** A chunk script as Next writes it; the no-module polyfill's tag (`noModule`) is left alone. */
const CHUNK_SCRIPT = /<script src="(\/_next\/static\/chunks\/[^"<>]+\.js)" async=""><\/script>/g
/**
 * Next's early fetch of the starting script: fetched before the paint, it was counted against it
 * (Lighthouse counts what arrived before the paint), and the loader fetches it anyway.
 */
const CHUNK_PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="\/_next\/static\/chunks\/[^"<>]+\.js"\/>/g
const HEAD_END = Buffer.from('</head>')
const SCRIPT_START = Buffer.from('<script src="/_next/static/chunks/')
/** The longest chunk script tag looked for: a source of a few hundred characters at most. */
const LONGEST_TAG = 512

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
const loader = (sources: string[]) => `<script>(${startAfterPaint.toString().replace(/\n\s+/g, '\n')})(${JSON.stringify(sources)})</script>`

/** The first chunk script tag at or after `from`: where it starts and ends, and its source. */
function chunkScriptAfter(page: Buffer, from: number): { start: number; end: number; source: string } | null {
  for (let start = page.indexOf(SCRIPT_START, from); start >= 0; start = page.indexOf(SCRIPT_START, start + 1)) {
    const tag = new RegExp(CHUNK_SCRIPT.source, 'y').exec(page.toString('latin1', start, start + LONGEST_TAG))
    if (tag) return { start, end: start + tag[0].length, source: tag[1]! }
  }
  return null
}

/**
 * The beginning of a page with its chunk scripts moved behind the first paint, in parts to write,
 * or null while it does not yet reach the first chunk script after `</head>`: the one React writes
 * after the page's content to start it, where the loader goes. Scripts written later are left as
 * they are. Only the head is read as text: a cached page is sent many times a second.
 */
export function holdScriptsUntilPaint(beginning: Buffer): Buffer[] | null {
  const headEnd = beginning.indexOf(HEAD_END)
  if (headEnd < 0) return null
  const bootstrap = chunkScriptAfter(beginning, headEnd)
  if (!bootstrap) return null
  const sources: string[] = []
  const head = beginning
    .toString('utf8', 0, headEnd)
    .replace(CHUNK_PRELOAD, '')
    .replace(CHUNK_SCRIPT, (_tag, source: string) => {
      sources.push(source)
      return ''
    })
  sources.push(bootstrap.source)
  return [
    Buffer.from(head),
    beginning.subarray(headEnd, bootstrap.start),
    Buffer.from(loader(sources)),
    beginning.subarray(bootstrap.end),
  ]
}

/** A page that reaches no script to start it within this many bytes is passed on as it is. */
const MAX_HELD_BYTES = 1_000_000

type Callback = (error?: Error | null) => void
type WriteArgs = [chunk: unknown, encoding?: BufferEncoding | Callback, callback?: Callback]

function asBytes(chunk: unknown, encoding: unknown): Buffer {
  if (chunk === undefined || chunk === null) return Buffer.alloc(0)
  if (typeof chunk === 'string') return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8')
  return Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array)
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
  let held = Buffer.alloc(0)

  const decide = () => {
    if (state !== 'unknown') return
    const isPage = String(response.getHeader('content-type') ?? '').startsWith('text/html')
    // The length of a page already announced cannot change.
    state = isPage && !response.headersSent ? 'holding' : 'passing'
    if (state === 'holding') response.removeHeader('content-length')
  }
  /** What is held, changed once it reaches the starting script, or as it is if it never will. */
  const release = (final: boolean): Buffer | null => {
    const changed = holdScriptsUntilPaint(held)
    if (!changed && !final && held.length <= MAX_HELD_BYTES) return null
    state = 'passing'
    const bytes = changed ? Buffer.concat(changed) : held
    held = Buffer.alloc(0)
    return bytes
  }

  response.write = function (this: http.ServerResponse, ...[chunk, encoding, callback]: WriteArgs): boolean {
    decide()
    if (state === 'passing') return write.apply(this, [chunk, encoding, callback] as Parameters<typeof write>)
    held = Buffer.concat([held, asBytes(chunk, encoding)])
    const done = typeof encoding === 'function' ? encoding : callback
    const bytes = release(false)
    if (bytes === null) {
      if (done) process.nextTick(done)
      return true
    }
    return write.call(this, bytes, 'utf8', done)
  } as typeof response.write

  response.end = function (this: http.ServerResponse, ...[chunk, encoding, callback]: WriteArgs): http.ServerResponse {
    const done = typeof chunk === 'function' ? (chunk as Callback) : typeof encoding === 'function' ? encoding : callback
    const body = typeof chunk === 'function' ? undefined : chunk
    // Next answers HEAD with the length of the page as it rendered it, and no page to change.
    if ((body !== undefined && body !== null) || method === 'HEAD') decide()
    if (state !== 'holding') return end.apply(this, [chunk, encoding, callback] as Parameters<typeof end>)
    held = Buffer.concat([held, asBytes(body, encoding)])
    const bytes = release(true)!
    if (!this.headersSent && method !== 'HEAD') this.setHeader('content-length', bytes.length)
    return end.call(this, bytes, 'utf8', done)
  } as typeof response.end
}
