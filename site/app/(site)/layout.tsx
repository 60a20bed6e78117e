import type { ReactNode } from 'react'
import { SiteDocument } from '../../components/SiteDocument/SiteDocument'
import { siteMetadata, siteViewport } from '../../lib/siteMetadata'

export const generateMetadata = siteMetadata
export const viewport = siteViewport

/** The public site's root layout; unknown paths get the same document (app/global-not-found.tsx). */
export default function SiteLayout({ children }: { children: ReactNode }) {
  return <SiteDocument>{children}</SiteDocument>
}
