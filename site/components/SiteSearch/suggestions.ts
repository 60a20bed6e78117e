import type { SearchAnswer } from '@cms/search/query'
import type { SearchKind } from '@cms/schemas/search'

export type Suggestion = { key: string; kind: string; title: string; url: string }

const KIND_NAMES: Record<SearchKind, string> = { albums: 'Album', artists: 'Artist', posts: 'Blog' }

/** How many of each group the header's list offers: the results page has the rest. */
const PER_GROUP = 3

/** The header's suggestions from an answer of GET /api/search: the first few of each group. */
export function suggestionsOf(answer: SearchAnswer): Suggestion[] {
  return answer.groups.flatMap((group) =>
    group.results.slice(0, PER_GROUP).map((hit) => ({ key: `${group.type}-${hit.id}`, kind: KIND_NAMES[group.type], title: hit.title, url: hit.url })),
  )
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
