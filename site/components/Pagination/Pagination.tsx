import { ButtonLink } from '../Button/Button'
import styles from './Pagination.module.css'

type Props = {
  /** What is paged, for screen readers: "Pages of articles". */
  label: string
  page: number
  pageCount: number
  pathOf: (page: number) => string
  newerText: string
  olderText: string
}

/** Links to the neighbouring pages of a list that runs newest first, and where this page stands. */
export function Pagination({ label, page, pageCount, pathOf, newerText, olderText }: Props) {
  if (pageCount <= 1) return null
  return (
    <nav className={styles.pagination} aria-label={label}>
      {page > 1 ? (
        <ButtonLink href={pathOf(page - 1)} $variant="secondary" rel="prev">
          ← {newerText}
        </ButtonLink>
      ) : (
        <span />
      )}
      <p className={styles.position} aria-current="page">
        {`Page ${page} of ${pageCount}`}
      </p>
      {page < pageCount ? (
        <ButtonLink href={pathOf(page + 1)} $variant="secondary" rel="next">
          {olderText} →
        </ButtonLink>
      ) : (
        <span />
      )}
    </nav>
  )
}
