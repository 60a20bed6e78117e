import type { LegacyTable } from './source'

/**
 * Progress per table on a terminal (stderr, rewritten in place a few times a second); nothing
 * when the output goes to a file or a pipe, so logs hold only the report.
 */
export class Progress {
  private readonly enabled = Boolean(process.stderr.isTTY)
  private last = 0

  step(table: LegacyTable, done: number, total: number): void {
    if (!this.enabled) return
    const now = Date.now()
    if (done < total && now - this.last < 100) return
    this.last = now
    const width = 30
    const filled = total === 0 ? width : Math.round((done / total) * width)
    process.stderr.write(`\r${table.padEnd(18)} [${'#'.repeat(filled)}${'.'.repeat(width - filled)}] ${done}/${total}`)
    if (done === total) process.stderr.write('\n')
  }
}
