import { clsx } from 'clsx'
import type { ComponentProps } from 'react'
import styles from './FieldRow.module.css'

/** Two short fields side by side (name and e-mail), stacked on narrow screens. */
export function FieldRow({ className, ...props }: ComponentProps<'div'>) {
  return <div className={clsx(styles.row, className)} {...props} />
}
