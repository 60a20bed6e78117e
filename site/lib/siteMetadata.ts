import { siteUrl } from '@cms/lib/siteUrl'
import type { Metadata, Viewport } from 'next'
import { pageMetadata } from './pageMetadata'
import { releaseZoneMetadata } from './releaseZone'

const DEFAULT_TITLE = 'Machine Soul — AI-generated music, every Monday'
const DESCRIPTION =
  'Machine Soul is a music collective releasing a new AI-generated album every Monday. Browse the albums and artists, read Neural Chronicles, and submit your lyrics.'

/** Site-wide defaults; pages add their own title, description and share image (lib/pageMetadata). */
export async function siteMetadata(): Promise<Metadata> {
  // Not the canonical URL: that belongs to each page.
  const { description, openGraph, twitter } = pageMetadata({ shareTitle: DEFAULT_TITLE, description: DESCRIPTION, path: '/' })
  return {
    metadataBase: new URL(siteUrl()),
    title: { template: '%s · Machine Soul', default: DEFAULT_TITLE },
    description,
    openGraph,
    twitter,
    applicationName: 'Machine Soul',
    // Dates are shown in the collective's zone, in the browser too (lib/releaseZone).
    other: releaseZoneMetadata(),
  }
}

export const siteViewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  colorScheme: 'dark',
  // --ms-colors-bg (styles/globals.css).
  themeColor: '#07070d',
}

/** The not-found page's title, alike for unknown paths and for what a page does not find. */
export const NOT_FOUND_TITLE = '404 Page Not Found'
