import { LEGACY_TABLES, type LegacyTable } from './source'

export type Outcome = 'created' | 'updated' | 'unchanged' | 'skipped'
type Counts = Record<'read' | Outcome, number>
type Entry = { table: LegacyTable; legacyId: string; kind: 'skipped' | 'changed'; reason: string }

/** What a run did, table by table, and every row it skipped or changed on the way, with the reason. */
export class Report {
  readonly counts = Object.fromEntries(
    LEGACY_TABLES.map((table) => [table, { read: 0, created: 0, updated: 0, unchanged: 0, skipped: 0 }]),
  ) as Record<LegacyTable, Counts>
  readonly entries: Entry[] = []
  readonly started = Date.now()

  read(table: LegacyTable, rows: number): void {
    this.counts[table].read = rows
  }

  count(table: LegacyTable, outcome: Outcome): void {
    this.counts[table][outcome]++
  }

  skip(table: LegacyTable, legacyId: string, reason: string): void {
    this.count(table, 'skipped')
    this.entries.push({ table, legacyId, kind: 'skipped', reason })
  }

  change(table: LegacyTable, legacyId: string, reason: string): void {
    this.entries.push({ table, legacyId, kind: 'changed', reason })
  }

  get written(): number {
    return LEGACY_TABLES.reduce((sum, table) => sum + this.counts[table].created + this.counts[table].updated, 0)
  }

  format({ source, dryRun, failure }: { source: string; dryRun: boolean; failure?: string }): string {
    const seconds = (Date.now() - this.started) / 1000
    const rows = LEGACY_TABLES.reduce((sum, table) => sum + this.counts[table].read, 0)
    // Stopped before any row was read (the source or the site's database unusable): a table of zeros says nothing.
    if (failure && rows === 0 && this.entries.length === 0) return `The import stopped: ${failure}`
    const header = ['table', 'read', 'created', 'updated', 'unchanged', 'skipped']
    const lines = LEGACY_TABLES.map((table) => [table, ...header.slice(1).map((key) => String(this.counts[table][key as keyof Counts]))])
    const widths = header.map((title, column) => Math.max(title.length, ...lines.map((line) => line[column]!.length)))
    const row = (cells: string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ')
    const out = [
      '',
      `Legacy import from ${source}${dryRun ? ' (dry run: nothing was written)' : ''}`,
      '',
      row(header),
      ...lines.map(row),
      '',
      `${rows} rows in ${seconds.toFixed(1)} s${seconds > 0 ? ` (${Math.round(rows / seconds)} rows/s)` : ''}`,
    ]
    if (this.entries.length > 0) {
      out.push('', 'Skipped and changed rows:')
      for (const entry of this.entries) out.push(printable(`  ${entry.table} ${entry.legacyId}: ${entry.kind} — ${entry.reason}`))
    }
    if (failure) out.push('', `The import stopped: ${failure}`)
    return out.join('\n')
  }
}

/**
 * A report line as text the terminal shows as it is: an old id is the source's own text, and a
 * line break or an escape sequence in it would forge lines or clear the operator's screen.
 */
// eslint-disable-next-line no-control-regex -- control characters are what this finds
const printable = (line: string) => line.replace(/[\u0000-\u001f\u007f-\u009f]/gu, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`)
