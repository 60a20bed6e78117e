'use client'

import { useEffect, useRef, type ReactNode } from 'react'
import styled from 'styled-components'
import { theme } from '../../styles/theme'
import { CheckCircleIcon } from '../Icon/Icon'

const Panel = styled.div`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${theme.space.md};
  padding-block: ${theme.space.xl};
  text-align: center;

  > svg { color: ${theme.colors.success}; }
  h2 { font-size: clamp(1.4rem, 1.1rem + 1.2vw, 1.9rem); }
  h2:focus { outline: none; }
  p { max-width: 32rem; color: ${theme.colors.textMuted}; }
`

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${theme.space.sm};
`

type Props = { title: string; children: ReactNode; actions: ReactNode }

/**
 * What replaces a form once it was sent. Its heading takes focus, so a screen reader announces the
 * outcome and the keyboard continues from there rather than from the vanished button.
 */
export function SuccessPanel({ title, children, actions }: Props) {
  const heading = useRef<HTMLHeadingElement>(null)
  useEffect(() => heading.current?.focus(), [])
  return (
    <Panel>
      <CheckCircleIcon size={48} />
      <h2 ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <p>{children}</p>
      <Actions>{actions}</Actions>
    </Panel>
  )
}
