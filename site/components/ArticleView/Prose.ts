import styled from 'styled-components'
import { theme } from '../../styles/theme'

/** Typography for the sanitised article HTML (only the SPEC §5 tags can occur). */
export const Prose = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  font-size: ${theme.fontSizes.lg};
  line-height: 1.75;
  overflow-wrap: anywhere;

  h1, h2, h3 { margin-top: ${theme.space.md}; line-height: 1.3; }
  h1 { font-size: 1.75rem; }
  h2 { font-size: 1.5rem; }
  h3 { font-size: 1.25rem; }
  a { color: ${theme.colors.accentStrong}; text-decoration: underline; }
  ul, ol { padding-left: ${theme.space.lg}; }
  li + li { margin-top: ${theme.space.xs}; }
  blockquote {
    margin: 0;
    padding-left: ${theme.space.md};
    border-left: 3px solid ${theme.colors.accentAlt};
    color: ${theme.colors.textMuted};
    font-style: italic;
  }
  pre {
    margin: 0;
    padding: ${theme.space.md};
    overflow-x: auto;
    border-radius: ${theme.radii.md};
    background: ${theme.colors.surface};
    font-size: ${theme.fontSizes.sm};
  }
  code { font-family: ${theme.fonts.mono}; }
`
