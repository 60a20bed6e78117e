import { clsx } from 'clsx'
import type { ComponentProps } from 'react'
import styles from './Container.module.css'

/** Centres content at the site's width, with gutters that grow with the screen. */
export function Container({ className, ...props }: ComponentProps<'div'>) {
  return <div className={clsx(styles.container, className)} {...props} />
}
