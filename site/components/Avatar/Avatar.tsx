import styled from 'styled-components'
import { avatarInitial, type Viewer } from '../../lib/viewer'
import { theme } from '../../styles/theme'

const Circle = styled.span<{ $size: number }>`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  overflow: hidden;
  border-radius: 50%;
  background: ${theme.gradients.accent};
  color: ${theme.colors.onAccent};
  font-weight: 800;
  font-size: ${({ $size }) => Math.round($size * 0.45)}px;
  line-height: 1;

  img { width: 100%; height: 100%; object-fit: cover; }
`

/**
 * The viewer's profile image, else their initial (SPEC §3). Decorative: the name always stands
 * beside it or in the control's label.
 */
export function Avatar({ viewer, size = 32 }: { viewer: Pick<Viewer, 'firstName' | 'email' | 'profileImageUrl'>; size?: number }) {
  return (
    <Circle $size={size} aria-hidden="true">
      {viewer.profileImageUrl ? (
        // Profile images may live on any host, so next/image's allow-list does not fit.
        <img src={viewer.profileImageUrl} alt="" width={size} height={size} referrerPolicy="no-referrer" />
      ) : (
        avatarInitial(viewer)
      )}
    </Circle>
  )
}
