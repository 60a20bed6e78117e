import Link from 'next/link'
import styles from './Brand.module.css'

/** The brand title, linking home. */
export function Brand({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link className={styles.brand} href="/" onClick={onNavigate}>
      Machine Soul
    </Link>
  )
}
