import Link from 'next/link'
import type { SearchAnswer, SearchGroup } from '@cms/search/query'
import { SEARCH_LIMITS, type SearchKind } from '@cms/schemas/searchLimits'
import { searchPath } from '../../lib/searchPath'
import { Container } from '../Container/Container'
import { EmptyState } from '../EmptyState/EmptyState'
import { SearchIcon } from '../Icon/Icon'
import { PageHeader } from '../PageHeader/PageHeader'
import { Pagination } from '../Pagination/Pagination'
import { Highlighted } from './Highlighted'
import styles from './SearchPage.module.css'

const GROUP_NAMES: Record<SearchKind, { title: string; one: string; many: string }> = {
  albums: { title: 'Albums', one: 'album', many: 'albums' },
  artists: { title: 'Artists', one: 'artist', many: 'artists' },
  posts: { title: 'Blog', one: 'article', many: 'articles' },
}

const counted = (count: number, type: SearchKind) => `${count} ${count === 1 ? GROUP_NAMES[type].one : GROUP_NAMES[type].many}`

type Props = { query: string; answer: SearchAnswer | null; problem: string | null; type?: SearchKind }

/** The search field of the page itself, filled with the search it shows. */
function SearchForm({ query }: { query: string }) {
  return (
    <form className={styles.form} action="/search" role="search">
      <label className={styles.label} htmlFor="search-page-q">
        Search albums, artists and the blog
      </label>
      <div className={styles.row}>
        <input className={styles.input} id="search-page-q" name="q" type="search" defaultValue={query} maxLength={SEARCH_LIMITS.queryLength} autoComplete="off" />
        <button className={styles.submit} type="submit">
          <SearchIcon />
          <span>Search</span>
        </button>
      </div>
    </form>
  )
}

function Group({ group, answer, alone }: { group: SearchGroup; answer: SearchAnswer; alone: boolean }) {
  const names = GROUP_NAMES[group.type]
  const headingId = `search-group-${group.type}`
  const pageCount = Math.ceil(group.total / answer.pageSize)
  return (
    <section className={styles.group} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.groupTitle}>
        {names.title} <span className={styles.count}>({group.total})</span>
      </h2>
      <ol className={styles.results}>
        {group.results.map((hit) => (
          <li key={hit.id} className={styles.result}>
            <Link className={styles.resultTitle} href={hit.url}>
              <Highlighted text={hit.title} words={answer.words} />
            </Link>
            {hit.detail && (
              <p className={styles.detail}>
                <Highlighted text={hit.detail} words={answer.words} />
              </p>
            )}
            {hit.snippet && (
              <p className={styles.snippet}>
                <Highlighted text={hit.snippet} words={answer.words} />
              </p>
            )}
          </li>
        ))}
      </ol>
      {alone ? (
        <Pagination
          label={`Pages of ${names.many}`}
          page={answer.page}
          pageCount={pageCount}
          pathOf={(page) => searchPath(answer.query, group.type, page)}
          newerText="Previous"
          olderText="Next"
        />
      ) : (
        group.total > group.results.length && (
          <Link className={styles.more} href={searchPath(answer.query, group.type)}>
            All {counted(group.total, group.type)} for “{answer.query}”
          </Link>
        )
      )}
    </section>
  )
}

/** When nothing is found: why that may be, and where else to look. */
function NothingFound({ query }: { query: string }) {
  return (
    <EmptyState title="Nothing found" icon={<SearchIcon size={36} />}>
      {`No album, artist or article matches “${query}”. Check the spelling, try fewer or shorter words, or browse `}
      <Link href="/albums">all albums</Link>, <Link href="/artists">the artists</Link> or <Link href="/blog">the blog</Link>.
    </EmptyState>
  )
}

/** /search: the results of one search, grouped Albums, Artists, Blog, each with its count. */
export function SearchPage({ query, answer, problem, type }: Props) {
  const shown = answer?.groups.filter((group) => group.total > 0) ?? []
  const total = answer?.groups.reduce((sum, group) => sum + group.total, 0) ?? 0
  return (
    <>
      <PageHeader eyebrow="Search" title={query ? `Results for “${query}”` : 'Search'}>
        <SearchForm query={query} />
      </PageHeader>
      <Container className={styles.body}>
        {problem && (
          <p className={styles.problem} role="alert">
            {problem}
          </p>
        )}
        {answer && (
          <p className={styles.summary}>
            {total === 0 ? 'No results' : `${total} ${total === 1 ? 'result' : 'results'}`}
            {type ? ` among ${GROUP_NAMES[type].many}` : ''}
            {type && (
              <>
                {' · '}
                <Link href={searchPath(answer.query)}>Search everything</Link>
              </>
            )}
          </p>
        )}
        {answer && total === 0 && <NothingFound query={answer.query} />}
        {answer && shown.map((group) => <Group key={group.type} group={group} answer={answer} alone={Boolean(type)} />)}
      </Container>
    </>
  )
}
