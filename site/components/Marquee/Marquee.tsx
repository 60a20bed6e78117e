'use client'

import { useEffect, useState } from 'react'
import styled, { keyframes } from 'styled-components'
import { MARQUEE_HIDE_MS } from '../../lib/forms/delays'
import { theme } from '../../styles/theme'
import { eyebrowText } from '../../styles/typography'

const scroll = keyframes`
  from { transform: translateX(0); }
  to { transform: translateX(-50%); }
`

const Band = styled.div`
  overflow: hidden;
  border-block: 1px solid ${theme.colors.border};
  background: ${theme.colors.surface};
`

const Track = styled.p`
  ${eyebrowText}
  display: flex;
  width: max-content;
  padding-block: ${theme.space.sm};
  font-size: ${theme.fontSizes.sm};
  white-space: nowrap;

  span { padding-inline: ${theme.space.xl}; }

  /* Only for those who have not asked for less motion: otherwise the text stands still. */
  @media (prefers-reduced-motion: no-preference) {
    animation: ${scroll} 24s linear infinite;
  }
`

/**
 * A scrolling announcement band that goes away after SPEC §9's 10 seconds. The text runs twice so
 * the loop is seamless; screen readers hear it once (role=marquee is not announced as it changes).
 */
export function Marquee({ text }: { text: string }) {
  const [shown, setShown] = useState(true)
  useEffect(() => {
    const timer = window.setTimeout(() => setShown(false), MARQUEE_HIDE_MS)
    return () => window.clearTimeout(timer)
  }, [])
  if (!shown) return null
  return (
    <Band role="marquee" aria-label="Announcement">
      <Track>
        <span>{text}</span>
        <span aria-hidden="true">{text}</span>
      </Track>
    </Band>
  )
}
