import { clsx } from 'clsx'
import type { ComponentProps } from 'react'
import styles from './AuthForms.module.css'

/** The card an account form sits in, for pages that show something else in its place. */
export function AuthCard({ className, ...props }: ComponentProps<'div'>) {
  return <div className={clsx(styles.card, className)} {...props} />
}
