'use client'

import { useId, type ReactNode } from 'react'
import { ErrorText, Hint, Label, Wrapper } from './styles'

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
    <Wrapper>
      <Label htmlFor={id}>
        {label} {optional && <span>(optional)</span>}
      </Label>
      {children({ id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {error ? <ErrorText id={`${id}-error`}>{error}</ErrorText> : hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
    </Wrapper>
  )
}
