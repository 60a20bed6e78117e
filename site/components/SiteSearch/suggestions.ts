import type { SearchKind } from '@cms/schemas/searchLimits'
import type { SuggestAnswer } from '@cms/search/suggest'

export type Suggestion = { key: string; kind: string; title: string; url: string }

const KIND_NAMES: Record<SearchKind, string> = { albums: 'Album', artists: 'Artist', posts: 'Blog' }

/** The header's list from an answer of GET /api/search/suggest, each named by its kind. */
export function suggestionsOf(answer: SuggestAnswer): Suggestion[] {
  return answer.suggestions.map((hit) => ({ key: `${hit.type}-${hit.id}`, kind: KIND_NAMES[hit.type], title: hit.title, url: hit.url }))
}

/** What a screen reader hears once suggestions have come: how many, or that there are none. */
export function suggestionStatus(count: number, query: string): string {
  if (count === 0) return `No suggestions for ${query}. Press Enter to search anyway.`
  return `${count} ${count === 1 ? 'suggestion' : 'suggestions'}; use the arrow keys to choose.`
}

/**
 * The option the arrows move to among `count`, from `current` (-1: the field itself): past the
 * last or before the first comes back to the field, as the combobox pattern has it.
 */
export function nextActive(current: number, step: 1 | -1, count: number): number {
  const next = current + step
  if (next >= count) return -1
  if (next < -1) return count - 1
  return next
}
