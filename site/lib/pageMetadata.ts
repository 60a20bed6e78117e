import { siteUrl } from '@cms/lib/siteUrl'
import type { Metadata } from 'next'
import { DEFAULT_COVER } from './catalogue/defaults'
import { absoluteUrl } from './jsonLd'

type PageMeta = (
  | {
      /** The page's own title (the layout's template adds the site name to <title>). */
      title: string
      /** The title shared links show; defaults to "{title} · Machine Soul". */
      shareTitle?: string
    }
  | { title?: undefined; shareTitle: string }
) & {
  description: string
  path: string
  /** A site path or full URL of the picture shared links show (e.g. the featured album's cover); the collective's default art otherwise. */
  image?: string | null
  imageAlt?: string
  /** The route has an opengraph-image of its own, which Next adds: no image here. */
  ownImage?: boolean
}

/** <title>, description, and the OpenGraph and Twitter card tags a shared link previews with. */
export function pageMetadata({ title, shareTitle = `${title} · Machine Soul`, description, path, image, imageAlt, ownImage }: PageMeta): Metadata {
  const origin = siteUrl()
  const images = ownImage ? {} : { images: [{ url: absoluteUrl(image || DEFAULT_COVER, origin), alt: (image && imageAlt) || shareTitle }] }
  return {
    ...(title ? { title } : {}),
    description,
    alternates: { canonical: absoluteUrl(path, origin) },
    openGraph: {
      type: 'website',
      siteName: 'Machine Soul',
      title: shareTitle,
      description,
      url: absoluteUrl(path, origin),
      ...images,
    },
    twitter: { card: 'summary_large_image', title: shareTitle, description, ...images },
  }
}
