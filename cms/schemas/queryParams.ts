import { z } from 'zod'

/** A page number of a query string: a whole number from 1 to `lastPage`. */
export const pageNumber = (lastPage: number) =>
  z
    .string()
    .regex(/^\d+$/, 'page must be a whole number from 1')
    // Past the last page's digits it is too large whatever it says: no need to read a long one.
    .transform((digits) => (digits.replace(/^0+/, '').length > String(lastPage).length ? lastPage + 1 : Number(digits)))
    .pipe(z.number().min(1, 'page must be a whole number from 1').max(lastPage, `page is at most ${lastPage}`))

/**
 * The parameters `keys` of a URL's query string, each given once; a repeated one is refused. An
 * empty value counts as not given, except for the keys in `keepEmpty`.
 */
export function singleParams(params: URLSearchParams, keys: readonly string[], keepEmpty: readonly string[] = []): Record<string, string> {
  const single: Record<string, string> = {}
  for (const key of keys) {
    const values = params.getAll(key)
    if (values.length > 1) throw new z.ZodError([{ code: 'custom', path: [key], message: `${key} is given more than once`, input: values }])
    if (values[0] !== undefined && (values[0] !== '' || keepEmpty.includes(key))) single[key] = values[0]
  }
  return single
}
