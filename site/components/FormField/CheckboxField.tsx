'use client'

import { useId, type InputHTMLAttributes, type ReactNode } from 'react'
import styled from 'styled-components'
import { theme } from '../../styles/theme'
import { ErrorText } from './styles'

const Row = styled.div`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: 0.4rem ${theme.space.sm};
  align-items: start;

  input {
    width: 1.2rem;
    height: 1.2rem;
    margin-top: 0.15rem;
    accent-color: ${theme.colors.accent};
  }
  label { color: ${theme.colors.textMuted}; font-size: ${theme.fontSizes.sm}; line-height: 1.5; }
  p { grid-column: 2; }
`

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & {
  name: string
  children: ReactNode
  error?: string
}

/** A checkbox with its text as the label (beside it) and its validation message below. */
export function CheckboxField({ children, error, ...input }: Props) {
  const id = useId()
  return (
    <Row>
      <input
        type="checkbox"
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      <label htmlFor={id}>{children}</label>
      {error && <ErrorText id={`${id}-error`}>{error}</ErrorText>}
    </Row>
  )
}
