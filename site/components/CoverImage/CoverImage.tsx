import Image from 'next/image'
import styled from 'styled-components'
import { isOptimisable } from '../../lib/catalogue/images'
import { theme } from '../../styles/theme'

const Frame = styled.div<{ $round?: boolean }>`
  position: relative;
  aspect-ratio: 1;
  overflow: hidden;
  border-radius: ${({ $round }) => ($round ? theme.radii.pill : theme.radii.md)};
  background: ${theme.colors.surfaceRaised};

  img { object-fit: cover; }
`

type Props = {
  src: string
  alt: string
  /** The `sizes` hint for the responsive image: how wide the frame is on screen. */
  sizes: string
  round?: boolean
  priority?: boolean
  className?: string
}

/** A square picture (cover or portrait) that fills its frame; resized by Next where the host allows. */
export function CoverImage({ src, alt, sizes, round, priority, className }: Props) {
  return (
    <Frame $round={round} className={className}>
      <Image src={src} alt={alt} fill sizes={sizes} priority={priority} unoptimized={!isOptimisable(src)} />
    </Frame>
  )
}
