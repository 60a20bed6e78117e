'use client'

import { clsx } from 'clsx'
import { optimisedImage } from '../../lib/catalogue/images'
import styles from './CoverImage.module.css'

type Props = {
  src: string
  alt: string
  /** The `sizes` hint for the responsive image: how wide the frame is on screen (site/styles/coverSizes.ts). */
  sizes: string
  round?: boolean
  /** Above the fold and the largest paint: fetched at once, early and first (React's HTML render preloads it in the head). */
  priority?: boolean
  className?: string
}

/**
 * A square picture (cover or portrait) that fills its frame; resized by Next's image optimiser
 * where the host allows. A plain <img> (see optimisedImage): next/image's code stays out of the browser.
 *
 * A client component although nothing here is interactive: an eager <img> rendered by a server
 * component puts a preload hint in the route's RSC payload, and a link prefetching the route then
 * fetched the picture on the page before (each article's 828 px hero on /blog).
 */
export function CoverImage({ src, alt, sizes, round, priority, className }: Props) {
  const image = optimisedImage(src, sizes)
  // A lazy picture is fetched once laid out, so the browser can size it by its frame ('auto');
  // browsers without 'auto' skip it and read the hint.
  const imageSizes = image.srcSet ? (priority ? sizes : `auto, ${sizes}`) : undefined
  return (
    <div className={clsx(styles.frame, round && styles.round, className)}>
      <img
        className={styles.img}
        src={image.src}
        srcSet={image.srcSet}
        sizes={imageSizes}
        alt={alt}
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        decoding="async"
      />
    </div>
  )
}
