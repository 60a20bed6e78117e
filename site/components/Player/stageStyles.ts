import styled, { css } from 'styled-components'
import { theme } from '../../styles/theme'
import { EMBED_HEIGHT } from './constants'

const stage = css`
  width: 100%;
  height: ${EMBED_HEIGHT}px;
  border-radius: ${theme.radii.md};
`

export const Frame = styled.iframe`
  ${stage}
  display: block;
  border: 0;
  background: ${theme.colors.surface};
`

export const Waiting = styled.div`
  ${stage}
  display: grid;
  place-items: center;
  background: ${theme.colors.surface};
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`

export const Note = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${theme.space.sm};
  padding: 0.75rem 0.9rem;
  border: 1px dashed ${theme.colors.borderStrong};
  border-radius: ${theme.radii.md};
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};
`
