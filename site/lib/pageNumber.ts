/** The page a /blog/page/{n} or /albums/page/{n} segment names: a whole number written plainly; null for anything else (a 404). */
export function parsePageNumber(segment: string): number | null {
  return /^[1-9]\d{0,5}$/.test(segment) ? Number(segment) : null
}
