'use client'

import type { TextareaHTMLAttributes } from 'react'
import styled from 'styled-components'
import { FieldFrame, type FieldProps } from './FieldFrame'
import { controlStyles } from './styles'

const TextArea = styled.textarea`
  ${controlStyles}
  padding: 0.75rem 0.9rem;
  line-height: 1.55;
  resize: vertical;
`

type Props = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & FieldProps

/** A labelled multi-line text box with its hint and its validation message. */
export function TextAreaField({ label, hint, error, optional, ...textarea }: Props) {
  return (
    <FieldFrame label={label} hint={hint} error={error} optional={optional}>
      {(control) => <TextArea {...control} {...textarea} />}
    </FieldFrame>
  )
}
