import { preload } from 'react-dom'
import styled from 'styled-components'
import { optimisedImage } from '../../lib/catalogue/images'
import { theme } from '../../styles/theme'

const Frame = styled.div<{ $round?: boolean }>`
  position: relative;
  aspect-ratio: 1;
  overflow: hidden;
  border-radius: ${({ $round }) => ($round ? theme.radii.pill : theme.radii.md)};
  background: ${theme.colors.surfaceRaised};
`

/** Fills the frame, as next/image's `fill`; the alt text stays hidden while the picture loads. */
const Img = styled.img`
  position: absolute;
  inset: 0;
  width: 100%;
  height: 100%;
  object-fit: cover;
  color: transparent;
`

type Props = {
  src: string
  alt: string
  /** The `sizes` hint for the responsive image: how wide the frame is on screen. */
  sizes: string
  round?: boolean
  /** Above the fold and the largest paint: fetched at once, early and first. */
  priority?: boolean
  className?: string
}

/**
 * A square picture (cover or portrait) that fills its frame; resized by Next's image optimiser
 * where the host allows. A plain <img> (see optimisedImage): next/image's code stays out of the browser.
 */
export function CoverImage({ src, alt, sizes, round, priority, className }: Props) {
  const image = optimisedImage(src, sizes)
  const imageSizes = image.srcSet ? sizes : undefined
  if (priority) preload(image.src, { as: 'image', imageSrcSet: image.srcSet, imageSizes, fetchPriority: 'high' })
  return (
    <Frame $round={round} className={className}>
      <Img
        src={image.src}
        srcSet={image.srcSet}
        sizes={imageSizes}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
      />
    </Frame>
  )
}
