'use client'

import { clsx } from 'clsx'
import type { InputHTMLAttributes } from 'react'
import { FieldFrame, type FieldProps } from './FieldFrame'
import styles from './FormField.module.css'

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & FieldProps

/** A labelled input with its hint and its validation message. */
export function FormField({ label, hint, error, optional, ...input }: Props) {
  return (
    <FieldFrame label={label} hint={hint} error={error} optional={optional}>
      {(control) => <input className={clsx(styles.control, styles.input)} {...control} {...input} />}
    </FieldFrame>
  )
}
