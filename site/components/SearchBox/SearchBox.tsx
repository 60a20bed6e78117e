'use client'

import styled from 'styled-components'
import { theme } from '../../styles/theme'
import { SearchIcon } from '../Icon/Icon'

const Wrap = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  max-width: 36rem;
  margin-bottom: ${theme.space.md};
`

const Label = styled.label`
  font-weight: 600;
  font-size: ${theme.fontSizes.sm};
`

const Field = styled.div`
  position: relative;

  svg {
    position: absolute;
    top: 50%;
    left: 1rem;
    transform: translateY(-50%);
    color: ${theme.colors.textMuted};
    pointer-events: none;
  }
`

const Input = styled.input`
  width: 100%;
  min-height: 3rem;
  padding: 0 1rem 0 2.9rem;
  border: 1px solid ${theme.colors.borderStrong};
  border-radius: ${theme.radii.pill};
  background: ${theme.colors.surface};
  font-size: ${theme.fontSizes.md};

  &::placeholder { color: ${theme.colors.textMuted}; }
  &:focus-visible { outline-offset: 2px; border-color: ${theme.colors.accent}; }
`

const Count = styled.p`
  min-height: 1.6em;
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`

type Props = {
  id: string
  label: string
  placeholder: string
  value: string
  onChange: (value: string) => void
  /** E.g. '3 results for "night"'; announced politely as it changes. */
  status: string | null
}

/** A labelled search field with its live result count (SPEC §2 /albums and /artists). */
export function SearchBox({ id, label, placeholder, value, onChange, status }: Props) {
  return (
    <Wrap role="search">
      <Label htmlFor={id}>{label}</Label>
      <Field>
        <SearchIcon size={18} />
        <Input
          id={id}
          type="search"
          value={value}
          placeholder={placeholder}
          autoComplete="off"
          spellCheck={false}
          onChange={(event) => onChange(event.target.value)}
        />
      </Field>
      <Count role="status">{status}</Count>
    </Wrap>
  )
}
