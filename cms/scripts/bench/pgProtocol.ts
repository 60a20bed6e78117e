/**
 * Reads what a client sends a PostgreSQL server (the frontend half of protocol 3.0), chunk by
 * chunk as it arrives, and tells each statement the client has the server run: a simple Query, or
 * an Execute of a portal bound to a parsed statement. Anything it cannot follow (a TLS session) is
 * passed over.
 */
const PROTOCOL_3 = 196_608
/** SSLRequest and GSSENCRequest: the client sends its startup message again afterwards. */
const ENCRYPTION_REQUESTS = new Set([80_877_103, 80_877_104])
const MAX_STARTUP = 10_000

export class FrontendReader {
  private buffer = Buffer.alloc(0)
  private state: 'startup' | 'messages' | 'opaque' = 'startup'
  private readonly statements = new Map<string, string>()
  private readonly portals = new Map<string, string>()

  /** The SQL of each statement the bytes so far complete. */
  push(chunk: Buffer): string[] {
    if (this.state === 'opaque') return []
    this.buffer = Buffer.concat([this.buffer, chunk])
    const run: string[] = []
    for (;;) {
      const typed = this.state === 'messages'
      const header = typed ? 5 : 4
      if (this.buffer.length < header) break
      const length = this.buffer.readInt32BE(typed ? 1 : 0)
      const total = length + (typed ? 1 : 0)
      // A startup message is a few names and values; anything longer is not one (a TLS hello).
      if (length < 4 || (!typed && length > MAX_STARTUP)) {
        this.state = 'opaque'
        break
      }
      if (this.buffer.length < total) break
      const message = this.buffer.subarray(0, total)
      this.buffer = this.buffer.subarray(total)
      if (typed) {
        const sql = this.read(String.fromCharCode(message[0]!), message.subarray(5))
        if (sql !== null) run.push(sql)
      } else {
        this.state = afterStartup(message.readInt32BE(4))
        if (this.state === 'opaque') break
      }
    }
    return run
  }

  /** Keeps track of parsed statements and bound portals; answers the SQL a message runs, if any. */
  private read(type: string, body: Buffer): string | null {
    const [first, afterFirst] = cString(body, 0)
    if (type === 'Q') return first
    if (type === 'P') this.statements.set(first, cString(body, afterFirst)[0])
    else if (type === 'B') this.portals.set(first, cString(body, afterFirst)[0])
    else if (type === 'E') return this.statements.get(this.portals.get(first) ?? '') ?? null
    return null
  }
}

/** What follows a startup message with this protocol code. */
function afterStartup(code: number): 'startup' | 'messages' | 'opaque' {
  if (code === PROTOCOL_3) return 'messages'
  return ENCRYPTION_REQUESTS.has(code) ? 'startup' : 'opaque'
}

/** The NUL-terminated string at `offset`, and the offset after it. */
function cString(body: Buffer, offset: number): [string, number] {
  const end = body.indexOf(0, offset)
  if (end === -1) return ['', body.length]
  return [body.toString('utf8', offset, end), end + 1]
}
