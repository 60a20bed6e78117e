import { describe, expect, it } from 'vitest'
import { REINDEX_USAGE, reindexArgumentsProblem } from './reindexCommand'

describe('search:reindex arguments', () => {
  it('takes none', () => {
    expect(reindexArgumentsProblem([])).toBeNull()
  })

  it.each([
    [['--foo'], "Unknown option '--foo'"],
    [['albums'], 'Unexpected argument "albums".'],
    [['--help'], 'Usage: npm run payload -- search:reindex'],
  ])('refuses %j, saying why, with the usage', (args, why) => {
    const problem = reindexArgumentsProblem(args)
    // Node's own words for an unknown option come first; they differ a little between releases.
    expect(problem?.startsWith(why)).toBe(true)
    expect(problem?.endsWith(REINDEX_USAGE)).toBe(true)
  })
})
