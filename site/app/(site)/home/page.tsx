import type { Metadata } from 'next'
import { headers } from 'next/headers'
import { notFound } from 'next/navigation'
import { HomeDashboard } from '@site/components/HomeDashboard/HomeDashboard'
import { getHomeCatalogue } from '@site/lib/read/catalogue'
import { getHomeViewer } from '@site/lib/read/session'
import { SIGNED_IN_HOME_HEADER } from '@site/lib/signedInHome'
import { NOT_FOUND_TITLE } from '@site/lib/siteMetadata'
import { LandingContent, landingMetadata } from '../LandingContent'

/** Reached only through the proxy's rewrite of `/`; typed in as /home, it is the not-found page. */
const viaProxy = async () => (await headers()).has(SIGNED_IN_HOME_HEADER)

export async function generateMetadata(): Promise<Metadata> {
  return (await viaProxy()) ? landingMetadata() : { title: { absolute: NOT_FOUND_TITLE } }
}

// The one personal page: rendered for each request, never cached.
export const dynamic = 'force-dynamic'

/**
 * SPEC §2 signed-in home, at `/` for a request with a session cookie (site/proxy.ts). A cookie
 * that no longer signs anyone in gets the landing page.
 */
export default async function SignedInHome() {
  // Not in SPEC's route table: only the proxy's rewrite of `/` reaches this page.
  if (!(await viaProxy())) notFound()
  const [viewer, catalogue] = await Promise.all([getHomeViewer(), getHomeCatalogue()])
  if (!viewer) return <LandingContent />
  return <HomeDashboard viewer={viewer} catalogue={catalogue} />
}
