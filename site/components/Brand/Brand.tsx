import Link from 'next/link'
import styles from './Brand.module.css'

/** The brand title, linking home. */
export function Brand({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link className={styles.brand} href="/" onClick={onNavigate}>
      {/* Five equaliser bars in the accent colours, the collective's mark: a file the browser keeps,
          not markup repeated in every page (header and footer). */}
      <img src="/brand-mark.svg" width={28} height={28} alt="" />
      Machine Soul
    </Link>
  )
}
