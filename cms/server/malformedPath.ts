/**
 * Why a request target cannot be served, or null when it can: a path whose percent-encoding does
 * not decode (`/blog/%E0%A4%A`) or that holds a NUL character names nothing we have.
 */
export function malformedPath(target: string): string | null {
  const pathname = target.split('?', 1)[0]!
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return 'The address is not valid: its percent-encoding cannot be decoded.'
  }
  if (decoded.includes('\u0000')) return 'The address is not valid: it contains a NUL character.'
  return null
}
