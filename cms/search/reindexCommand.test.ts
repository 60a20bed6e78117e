import { describe, expect, it } from 'vitest'
import { REINDEX_USAGE, reindexArgumentsProblem } from './reindexCommand'

describe('search:reindex arguments', () => {
  it('takes none', () => {
    expect(reindexArgumentsProblem([])).toBeNull()
  })

  it.each([
    [['--foo'], "Unknown option '--foo'"],
    [['albums'], 'Unexpected argument "albums".'],
  ])('refuses %j, saying why, with the usage', (args, why) => {
    const problem = reindexArgumentsProblem(args)
    const error = problem && 'error' in problem ? problem.error : ''
    // Node's own words for an unknown option come first; they differ a little between releases.
    expect(error.startsWith(why)).toBe(true)
    expect(error.endsWith(REINDEX_USAGE)).toBe(true)
  })

  it('answers --help with the usage alone', () => {
    expect(reindexArgumentsProblem(['--help'])).toEqual({ help: REINDEX_USAGE })
  })
})
