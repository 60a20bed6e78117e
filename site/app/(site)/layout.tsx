// First, so that the components' modules come after the base styles they refine.
import '../../styles/globals.css'
import { siteUrl } from '@cms/lib/siteUrl'
import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { Player } from '../../components/Player/Player'
import { PlayerDock } from '../../components/PlayerDock/PlayerDock'
import { SiteFooter } from '../../components/SiteFooter/SiteFooter'
import { SiteHeader } from '../../components/SiteHeader/SiteHeader'
import { SiteMain } from '../../components/SiteMain/SiteMain'
import { SkipLink } from '../../components/SkipLink/SkipLink'
import { Toaster } from '../../components/Toast/Toaster'
import { pageMetadata } from '../../lib/pageMetadata'
import { releaseZoneMetadata } from '../../lib/releaseZone'

const DEFAULT_TITLE = 'Machine Soul — AI-generated music, every Monday'
const DESCRIPTION =
  'Machine Soul is a music collective releasing a new AI-generated album every Monday. Browse the albums and artists, read Neural Chronicles, and submit your lyrics.'

/** Site-wide defaults; pages add their own title, description and share image (lib/pageMetadata). */
export async function generateMetadata(): Promise<Metadata> {
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

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  colorScheme: 'dark',
  // --ms-colors-bg (styles/globals.css).
  themeColor: '#07070d',
}

/**
 * The chrome of every public page. It reads nothing of the visitor: pages are the same HTML for
 * everyone and come from Next's cache, the header learns the auth state in the browser, and the
 * player fetches its albums when first wanted.
 */
export default function SiteLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>
        <SkipLink />
        <SiteHeader />
        <SiteMain>{children}</SiteMain>
        <PlayerDock>
          <Player />
        </PlayerDock>
        <SiteFooter />
        <Toaster />
      </body>
    </html>
  )
}
