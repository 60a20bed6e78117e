'use client'

import { useEffect, useRef, type ReactNode } from 'react'
import styles from './FormAlert.module.css'

type Props = {
  children: ReactNode
  /**
   * For a form's failure: when focus fell to the page meanwhile (the busy submit button let it
   * go), it comes here, at the head of the form, rather than back at the top of the page.
   */
  takeFocus?: boolean
}

/** A form's failure as a whole (the server's message), announced as soon as it appears. */
export function FormAlert({ children, takeFocus = false }: Props) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (takeFocus && (document.activeElement === null || document.activeElement === document.body)) ref.current?.focus()
  }, [takeFocus, children])
  return (
    <div ref={ref} className={styles.alert} role="alert" tabIndex={takeFocus ? -1 : undefined}>
      {children}
    </div>
  )
}
