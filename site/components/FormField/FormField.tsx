'use client'

import type { InputHTMLAttributes } from 'react'
import styled from 'styled-components'
import { FieldFrame, type FieldProps } from './FieldFrame'
import { controlStyles } from './styles'

const Input = styled.input`
  ${controlStyles}
  min-height: 2.9rem;
  padding: 0 0.9rem;
`

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & FieldProps

/** A labelled input with its hint and its validation message. */
export function FormField({ label, hint, error, optional, ...input }: Props) {
  return (
    <FieldFrame label={label} hint={hint} error={error} optional={optional}>
      {(control) => <Input {...control} {...input} />}
    </FieldFrame>
  )
}
