import { clsx } from 'clsx'
import Link from 'next/link'
import styles from './Brand.module.css'

/** The brand title, linking home; `className` may hide the name on narrow screens (it is still read). */
export function Brand({ onNavigate, className }: { onNavigate?: () => void; className?: string }) {
  return (
    <Link className={clsx(styles.brand, className)} href="/" onClick={onNavigate}>
      <span>Machine Soul</span>
    </Link>
  )
}
