'use client'

import { useId, type ReactNode } from 'react'
import styles from './FormField.module.css'

/** The attributes that tie a control to its label, hint and validation message. */
export type ControlProps = { id: string; 'aria-invalid'?: true; 'aria-describedby'?: string }

export type FieldProps = {
  name: string
  label: string
  /** Shown under the field until there is an error. */
  hint?: string
  error?: string
  optional?: boolean
}

type Props = Omit<FieldProps, 'name'> & { children: (control: ControlProps) => ReactNode }

/** A label above a control, with its hint or its validation message below, wired for assistive technology. */
export function FieldFrame({ label, hint, error, optional, children }: Props) {
  const id = useId()
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined
  return (
    <div className={styles.wrapper}>
      <label className={styles.label} htmlFor={id}>
        {label} {optional && <span>(optional)</span>}
      </label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {error ? (
        <p className={styles.errorText} id={`${id}-error`}>
          {error}
        </p>
      ) : (
        hint && (
          <p className={styles.hint} id={`${id}-hint`}>
            {hint}
          </p>
        )
      )}
    </div>
  )
}
