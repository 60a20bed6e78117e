import type { Metadata } from 'next'
import { SearchPage } from '@site/components/SearchPage/SearchPage'
import { searchAsVisitor } from '@site/lib/read/search'
import { searchAsked } from '@site/lib/searchAsked'

// Rendered per request: it reads the address's query; results are never kept in the page cache.
export const instant = false

type Props = { searchParams: Promise<Record<string, string | string[] | undefined>> }

const queryOf = async ({ searchParams }: Props) => {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(await searchParams)) for (const each of [value ?? []].flat()) params.append(key, each)
  return params
}

export async function generateMetadata(props: Props): Promise<Metadata> {
  const q = (await queryOf(props)).get('q')?.trim()
  // A search's page is the visitor's own question: never indexed.
  return { title: q ? `Search: ${q.slice(0, 60)}` : 'Search', robots: { index: false, follow: true } }
}

export default async function Search(props: Props) {
  const { query, asked, problem } = searchAsked(await queryOf(props))
  const answer = asked ? await searchAsVisitor(asked) : null
  return <SearchPage query={query.slice(0, 200)} answer={answer} problem={problem} type={asked?.type} />
}
