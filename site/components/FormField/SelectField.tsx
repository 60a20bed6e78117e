'use client'

import type { SelectHTMLAttributes } from 'react'
import styled from 'styled-components'
import { FieldFrame, type FieldProps } from './FieldFrame'
import { controlStyles } from './styles'

const Select = styled.select`
  ${controlStyles}
  min-height: 2.9rem;
  padding: 0 0.9rem;
`

export type SelectOption = { value: string; label: string }

type Props = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> &
  FieldProps & { options: readonly SelectOption[] }

/** A labelled drop-down with its hint and its validation message. */
export function SelectField({ label, hint, error, optional, options, ...select }: Props) {
  return (
    <FieldFrame label={label} hint={hint} error={error} optional={optional}>
      {(control) => (
        <Select {...control} {...select}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </FieldFrame>
  )
}
