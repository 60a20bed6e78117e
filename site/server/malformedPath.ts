/** Each name and value of a query string, decoded; one that does not decode is left to the route. */
function decodedQueryParts(query: string): string[] {
  return query.split(/[&=]/).flatMap((part) => {
    try {
      return [decodeURIComponent(part.replace(/\+/g, ' '))]
    } catch {
      return []
    }
  })
}

/**
 * Why a request target cannot be served, or null when it can. Only a path is served (origin
 * form): `*` and a whole URL (`http://elsewhere/`, which Next redirected to) are not. A path whose
 * percent-encoding does not decode (`/blog/%E0%A4%A`) names nothing we have; a NUL character, in
 * the path or the query, is no text any route takes, and reached the database from some of them.
 * Next 16.4.6 alone answers the first and `*` with a 500, a whole URL with a 308 to it, and a NUL
 * in a page's query with the page.
 */
export function malformedPath(target: string): string | null {
  if (!target.startsWith('/')) return 'The address is not valid: only a path, such as /albums, is served here.'
  const queryAt = target.indexOf('?')
  const pathname = queryAt === -1 ? target : target.slice(0, queryAt)
  let decoded: string
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return 'The address is not valid: its percent-encoding cannot be decoded.'
  }
  const query = queryAt === -1 ? [] : decodedQueryParts(target.slice(queryAt + 1))
  if ([decoded, ...query].some((part) => part.includes('\u0000'))) return 'The address is not valid: it contains a NUL character.'
  return null
}
