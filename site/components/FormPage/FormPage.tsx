import { clsx } from 'clsx'
import type { ComponentProps } from 'react'
import { Container } from '../Container/Container'
import styles from './FormPage.module.css'

type Props = ComponentProps<'div'> & { $columns?: 1 | 2 }

/** The body of a form page under its header: one column, or two from tablet width (details beside a form). */
export function FormPage({ $columns = 1, className, ...props }: Props) {
  return (
    <Container
      className={clsx(styles.formPage, $columns === 1 ? styles.oneColumn : styles.twoColumns, className)}
      {...props}
    />
  )
}
