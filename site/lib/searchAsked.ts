import { firstMessage } from '@cms/schemas/field'
import { parseSearchParams, type SearchParams } from '@cms/schemas/search'
import { ZodError } from 'zod'

/**
 * GET /api/search's message names its parameter for a program ("q: a search is at most 200
 * characters"); the page says it to a person, as a sentence.
 */
function asSentence(message: string): string {
  const text = message.replace(/^q: /, '').replace(/^q /, 'the search ')
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}${text.endsWith('.') ? '' : '.'}`
}

/** What the address of /search asks: the typed text, and either the search to run or why it cannot run. */
export type SearchAsked = { query: string; asked: SearchParams | null; problem: string | null }

/**
 * The /search address read as GET /api/search reads it. No `q` (or only spaces) asks nothing: the
 * page shows its empty box. The page shows the problem; site/proxy.ts answers it with a 400.
 */
export function searchAsked(params: URLSearchParams): SearchAsked {
  const query = params.get('q')?.trim() ?? ''
  if (!query) return { query, asked: null, problem: null }
  try {
    return { query, asked: parseSearchParams(params), problem: null }
  } catch (error) {
    if (!(error instanceof ZodError)) throw error
    return { query, asked: null, problem: asSentence(firstMessage(error)) }
  }
}
