import fs from 'node:fs'
import path from 'node:path'
import { RESULTS_FILE } from './config'
import type { Check, Measurements } from './targets'

function format(value: number | null, unit: string): string {
  if (value === null) return ''
  if (Number.isNaN(value)) return 'n/a'
  return `${value.toFixed(unit === 'kB' ? 1 : 0)} ${unit}`
}

/** The table on stdout: target, measured, floor, ratio, verdict. */
export function printTable(checks: Check[]): void {
  const rows = checks.map((check) => [
    check.target,
    format(check.measured, check.unit),
    format(check.floor, check.unit),
    check.ratio === null ? '' : Number.isNaN(check.ratio) ? 'n/a' : `${check.ratio.toFixed(2)}×`,
    (check.reported ? 'reported' : check.pass ? 'pass' : 'FAIL') + (check.note ? ` (${check.note})` : ''),
  ])
  const header = ['target', 'measured', 'floor', 'ratio', 'result']
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)))
  const line = (cells: string[]) => cells.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!))).join('  ')
  console.log(`\n${line(header)}\n${widths.map((width) => '-'.repeat(width)).join('  ')}`)
  for (const row of rows) console.log(line(row))
  const missed = checks.filter((check) => !check.pass).length
  console.log(`\n${missed === 0 ? 'All targets met.' : `${missed} of ${checks.length} targets missed.`}`)
}

/** The same table as JSON, with the raw measurements it came from. */
export function writeJson(checks: Check[], measurements: Measurements, extra: Record<string, unknown>): void {
  const raw = {
    weights: Object.fromEntries(measurements.weights),
    load: { ...measurements.load, pages: Object.fromEntries(measurements.load.pages) },
    signedInHomeLacks: measurements.signedInHomeLacks,
    phone: { ...measurements.phone, pages: Object.fromEntries(measurements.phone.pages) },
    rush: { ...measurements.rush, pages: Object.fromEntries(measurements.rush.pages) },
    lighthouse: { floor: measurements.lighthouse.floor, pages: Object.fromEntries(measurements.lighthouse.pages) },
  }
  fs.mkdirSync(path.dirname(RESULTS_FILE), { recursive: true })
  // NaN (a failed measurement) becomes null in JSON.
  fs.writeFileSync(RESULTS_FILE, `${JSON.stringify({ ...extra, pass: checks.every((check) => check.pass), checks, raw }, null, 2)}\n`)
  console.log(`Results: ${RESULTS_FILE}`)
}
