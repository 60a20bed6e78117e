'use client'

import { clsx } from 'clsx'
import type { SelectHTMLAttributes } from 'react'
import { FieldFrame, type FieldProps } from './FieldFrame'
import styles from './FormField.module.css'

export type SelectOption = { value: string; label: string }

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> &
  FieldProps & { options: readonly SelectOption[] }

/** A labelled drop-down with its hint and its validation message. */
export function SelectField({ label, hint, error, optional, options, ...select }: Props) {
  return (
    <FieldFrame label={label} hint={hint} error={error} optional={optional}>
      {(control) => (
        <select className={clsx(styles.control, styles.select)} {...control} {...select}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  )
}
