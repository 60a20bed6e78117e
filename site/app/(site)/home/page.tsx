import { HomeDashboard } from '@site/components/HomeDashboard/HomeDashboard'
import { getHomeCatalogue } from '@site/lib/read/catalogue'
import { landingMetadata } from '../LandingContent'

export const generateMetadata = landingMetadata

/**
 * SPEC §2 signed-in home, at `/` for a request with a session cookie (site/proxy.ts; typed in,
 * /home is the not-found page). Served from the cache like every public page: the greeting and
 * the visitor's own submissions are filled in by the browser.
 */
export default async function SignedInHome() {
  return <HomeDashboard catalogue={await getHomeCatalogue()} />
}
