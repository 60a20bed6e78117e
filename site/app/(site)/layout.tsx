import { siteUrl } from '@cms/lib/siteUrl'
import type { Metadata, Viewport } from 'next'
import type { ReactNode } from 'react'
import { loadPlayerAlbums } from '../../components/Player/loadPlayerAlbums'
import { Player } from '../../components/Player/Player'
import { PlayerDock } from '../../components/PlayerDock/PlayerDock'
import { SiteFooter } from '../../components/SiteFooter/SiteFooter'
import { SiteHeader } from '../../components/SiteHeader/SiteHeader'
import { SiteMain } from '../../components/SiteMain/SiteMain'
import { SkipLink } from '../../components/SkipLink/SkipLink'
import { StyledComponentsRegistry } from '../../components/StyledComponentsRegistry/StyledComponentsRegistry'
import { Toaster } from '../../components/Toast/Toaster'
import { pageMetadata } from '../../lib/pageMetadata'
import { getSessionUser } from '../../lib/session'
import { toViewer } from '../../lib/viewer'
import { GlobalStyles } from '../../styles/GlobalStyles'
import { theme } from '../../styles/theme'

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
  }
}

export const viewport: Viewport = {
  width: 'device-width',
  initialScale: 1,
  colorScheme: 'dark',
  themeColor: theme.raw.colors.bg,
}

// Every page reads the visitor's session and the catalogue per request, never at build time.
export const dynamic = 'force-dynamic'

export default async function SiteLayout({ children }: { children: ReactNode }) {
  const [user, playerAlbums] = await Promise.all([getSessionUser(), loadPlayerAlbums()])
  return (
    <html lang="en">
      <body>
        <StyledComponentsRegistry>
          <GlobalStyles />
          <SkipLink />
          <SiteHeader viewer={user && toViewer(user)} />
          <SiteMain>{children}</SiteMain>
          <PlayerDock>
            <Player albums={playerAlbums} />
          </PlayerDock>
          <SiteFooter />
          <Toaster />
        </StyledComponentsRegistry>
      </body>
    </html>
  )
}
