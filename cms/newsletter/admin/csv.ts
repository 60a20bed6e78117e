/**
 * A spreadsheet runs a cell that starts with one of these as a formula (CSV injection): such a
 * cell is written with a leading apostrophe, which shows it as text.
 */
const FORMULA_START = /^[=+\-@\t\r]/

/** One CSV cell (RFC 4180): defused as above, quoted when it holds a quote, a comma or a line break. */
export function csvCell(value: string): string {
  const safe = FORMULA_START.test(value) ? `'${value}` : value
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe
}

/** Rows of cells as CSV text, lines ended with CRLF as RFC 4180 has it. */
export const csvText = (rows: readonly (readonly string[])[]) => rows.map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n'
