import type { ReactNode } from 'react'
import styles from './FormAlert.module.css'

/** A form's failure as a whole (the server's message), announced as soon as it appears. */
export function FormAlert({ children }: { children: ReactNode }) {
  return (
    <div className={styles.alert} role="alert">
      {children}
    </div>
  )
}
