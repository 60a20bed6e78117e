// First, so that the components' modules come after the base styles they refine.
import '../../styles/globals.css'
import type { ReactNode } from 'react'
import { Player } from '../Player/Player'
import { PlayerDock } from '../PlayerDock/PlayerDock'
import { SiteFooter } from '../SiteFooter/SiteFooter'
import { SiteHeader } from '../SiteHeader/SiteHeader'
import { SiteMain } from '../SiteMain/SiteMain'
import { SkipLink } from '../SkipLink/SkipLink'
import { Toaster } from '../Toast/Toaster'

/**
 * The document and chrome of every public page. It reads nothing of the visitor: pages are the
 * same HTML for everyone and come from Next's cache, the header learns the auth state in the
 * browser, and the player fetches its albums when first wanted.
 */
export function SiteDocument({ children }: { children: ReactNode }) {
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
