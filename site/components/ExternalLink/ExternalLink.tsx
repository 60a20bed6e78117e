import type { AnchorHTMLAttributes } from 'react'
import styled from 'styled-components'
import { visuallyHidden } from '../../styles/visuallyHidden'

const Hint = styled.span`
  ${visuallyHidden}
`

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> & { href: string }

/** A link to another site, in a new tab, that tells screen-reader users so. */
export function ExternalLink({ children, ...props }: Props) {
  return (
    <a {...props} target="_blank" rel="noopener noreferrer">
      {children}
      <Hint> (opens in a new tab)</Hint>
    </a>
  )
}
