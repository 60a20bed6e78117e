'use client'

import { useId, type InputHTMLAttributes, type ReactNode } from 'react'
import rowStyles from './CheckboxField.module.css'
import fieldStyles from './FormField.module.css'

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & {
  name: string
  children: ReactNode
  error?: string
}

/** A checkbox with its text as the label (beside it) and its validation message below. */
export function CheckboxField({ children, error, ...input }: Props) {
  const id = useId()
  return (
    <div className={rowStyles.row}>
      <input
        type="checkbox"
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      <label htmlFor={id}>{children}</label>
      {error && (
        <p className={fieldStyles.errorText} id={`${id}-error`}>
          {error}
        </p>
      )}
    </div>
  )
}
