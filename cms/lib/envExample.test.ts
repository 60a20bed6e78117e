import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { RATE_LIMITS, rateLimitVariable, type RateLimitedAction } from './rateLimit/limits'

// The README promises `.env.example` documents every variable: an operator starts from that file.
const read = (file: string) => fs.readFileSync(new URL(`../../${file}`, import.meta.url), 'utf8')

/** The variables of the README's table; `_LYRICS` after `RATE_LIMIT_CONTACT` is RATE_LIMIT_LYRICS. */
function readmeVariables(): string[] {
  const section = read('README.md').split('\n## Environment variables\n')[1]!.split('\n## ')[0]!
  const names: string[] = []
  for (const row of section.split('\n').filter((line) => line.startsWith('| `'))) {
    let prefix = ''
    for (const [, name] of row.split('|')[1]!.matchAll(/`([A-Z0-9_]+)`/g)) {
      if (name!.startsWith('_')) names.push(prefix + name)
      else {
        names.push(name!)
        prefix = name!.slice(0, name!.lastIndexOf('_'))
      }
    }
  }
  return names
}

const inExample = new Set([...read('.env.example').matchAll(/^#?\s*([A-Z][A-Z0-9_]*)=/gm)].map((match) => match[1]))

describe('.env.example', () => {
  it('names every variable of the README table', () => {
    const variables = readmeVariables()
    expect(variables.length).toBeGreaterThan(30)
    expect(variables.filter((name) => !inExample.has(name))).toEqual([])
  })

  it('names every rate limit the server reads', () => {
    const variables = (Object.keys(RATE_LIMITS) as RateLimitedAction[]).map(rateLimitVariable)
    expect(variables.filter((name) => !inExample.has(name))).toEqual([])
  })
})
