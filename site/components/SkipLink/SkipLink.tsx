import styled from 'styled-components'
import { theme } from '../../styles/theme'

export const MAIN_CONTENT_ID = 'main-content'

const Link = styled.a`
  position: fixed;
  top: ${theme.space.sm};
  left: ${theme.space.sm};
  z-index: ${theme.zIndices.toast};
  padding: ${theme.space.sm} ${theme.space.md};
  border-radius: ${theme.radii.sm};
  background: ${theme.colors.accent};
  color: ${theme.colors.onAccent};
  font-weight: 700;
  text-decoration: none;
  transform: translateY(-200%);

  &:focus { transform: none; }
`

/** The first Tab stop: straight past the navigation to the page's content. */
export function SkipLink() {
  return <Link href={`#${MAIN_CONTENT_ID}`}>Skip to content</Link>
}
