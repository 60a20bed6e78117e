/** `n` bytes as people read them. */
export function formatBytes(n: number): string {
  if (n < 1024) return `${n} B`
  if (n < 1024 * 1024) return `${(n / 1024).toFixed(1)} kB`
  if (n < 1024 * 1024 * 1024) return `${(n / 1024 / 1024).toFixed(1)} MB`
  return `${(n / 1024 / 1024 / 1024).toFixed(2)} GB`
}

/**
 * One line on a terminal (stderr, rewritten in place a few times a second) saying what the command
 * is doing and how many bytes it has moved; nothing when the output goes to a file or a pipe, so
 * logs hold only the summary.
 */
export class Progress {
  /** `enabled` false: silent (a scheduled backup in the server, whose terminal is its log). */
  constructor(private readonly enabled = Boolean(process.stderr.isTTY)) {}
  private label = ''
  private bytes = 0
  private total = 0
  private last = 0

  /** A new step: `total` bytes to move, when known. */
  step(label: string, total = 0): void {
    this.end()
    this.label = label
    this.bytes = 0
    this.total = total
    this.draw(true)
  }

  add(bytes: number): void {
    this.bytes += bytes
    this.draw(false)
  }

  /** Ends the current line, if there is one. */
  end(): void {
    if (this.enabled && this.label) process.stderr.write('\n')
    this.label = ''
  }

  private draw(force: boolean): void {
    if (!this.enabled || !this.label) return
    const now = Date.now()
    if (!force && now - this.last < 100) return
    this.last = now
    const of = this.total > 0 ? ` of ${formatBytes(this.total)}` : ''
    process.stderr.write(`\r\u001b[2K${this.label.padEnd(22)} ${formatBytes(this.bytes)}${of}`)
  }
}
