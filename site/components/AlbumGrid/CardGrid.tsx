import { clsx } from 'clsx'
import type { ComponentProps } from 'react'
import { cssVars } from '../../styles/cssVars'
import styles from './CardGrid.module.css'

type Props = ComponentProps<'ul'> & {
  /** The narrowest a card may be (15rem by default). */
  $min?: string
}

/** Cards in as many columns as fit, one on a phone (each card at least `$min` wide, 15rem by default). */
export function CardGrid({ $min, className, style, ...props }: Props) {
  return (
    <ul
      className={clsx(styles.grid, className)}
      style={$min === undefined ? style : { ...cssVars({ '--card-min': $min }), ...style }}
      {...props}
    />
  )
}
