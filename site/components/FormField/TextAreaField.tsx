'use client'

import { clsx } from 'clsx'
import type { TextareaHTMLAttributes } from 'react'
import { FieldFrame, type FieldProps } from './FieldFrame'
import styles from './FormField.module.css'

type Props = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & FieldProps

/** A labelled multi-line text box with its hint and its validation message. */
export function TextAreaField({ label, hint, error, optional, ...textarea }: Props) {
  return (
    <FieldFrame label={label} hint={hint} error={error} optional={optional}>
      {(control) => <textarea className={clsx(styles.control, styles.textArea)} {...control} {...textarea} />}
    </FieldFrame>
  )
}
