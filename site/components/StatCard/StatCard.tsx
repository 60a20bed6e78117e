import { clsx } from 'clsx'
import type { ComponentProps, ReactNode } from 'react'
import styles from './StatCard.module.css'

/** A row of stat cards (a description list: each card is a term and its value). */
export function StatGrid({ className, ...props }: ComponentProps<'dl'>) {
  return <dl className={clsx(styles.grid, className)} {...props} />
}

type Props = { label: string; value: ReactNode; icon: ReactNode }

/** One figure with its label, e.g. "Total Albums 13"; place inside a StatGrid. */
export function StatCard({ label, value, icon }: Props) {
  return (
    <div className={styles.card}>
      <dt>
        <span className={styles.iconWrap} aria-hidden="true">
          {icon}
        </span>
        {label}
      </dt>
      <dd>{value}</dd>
    </div>
  )
}
