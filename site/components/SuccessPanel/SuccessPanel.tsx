'use client'

import { useEffect, useRef, type ReactNode } from 'react'
import { CheckCircleIcon } from '../Icon/Icon'
import styles from './SuccessPanel.module.css'

type Props = { title: string; children: ReactNode; actions: ReactNode }

/**
 * What replaces a form once it was sent. Its heading takes focus, so a screen reader announces the
 * outcome and the keyboard continues from there rather than from the vanished button.
 */
export function SuccessPanel({ title, children, actions }: Props) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <div className={styles.panel}>
      <CheckCircleIcon size={48} />
      <h2 ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <p>{children}</p>
      <div className={styles.actions}>{actions}</div>
    </div>
  )
}
