'use client'

import { useId, type InputHTMLAttributes } from 'react'
import styled from 'styled-components'
import { theme } from '../../styles/theme'

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: 0.4rem;
`

const Label = styled.label`
  font-weight: 600;
  font-size: ${theme.fontSizes.sm};

  span { color: ${theme.colors.textMuted}; font-weight: 400; }
`

const Input = styled.input`
  width: 100%;
  min-height: 2.9rem;
  padding: 0 0.9rem;
  border: 1px solid ${theme.colors.borderStrong};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.bg};
  color: ${theme.colors.text};
  transition: border-color ${theme.durations.fast} ease, box-shadow ${theme.durations.fast} ease;

  &::placeholder { color: ${theme.colors.textMuted}; opacity: 0.75; }
  &:hover { border-color: ${theme.colors.textMuted}; }
  &:focus-visible {
    outline: none;
    border-color: ${theme.colors.accent};
    box-shadow: 0 0 0 3px rgba(34, 211, 238, 0.3);
  }
  &[aria-invalid='true'] { border-color: ${theme.colors.danger}; }
`

const Hint = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`

const Error = styled.p`
  color: ${theme.colors.danger};
  font-size: ${theme.fontSizes.sm};
  font-weight: 600;
`

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & {
  name: string
  label: string
  /** Shown under the field until there is an error. */
  hint?: string
  error?: string
  optional?: boolean
}

/** A labelled input with its hint and its validation message, wired for assistive technology. */
export function FormField({ label, hint, error, optional, ...input }: Props) {
  const id = useId()
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined
  return (
    <Wrapper>
      <Label htmlFor={id}>
        {label} {optional && <span>(optional)</span>}
      </Label>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy} {...input} />
      {error ? <Error id={`${id}-error`}>{error}</Error> : hint && <Hint id={`${id}-hint`}>{hint}</Hint>}
    </Wrapper>
  )
}
