import { HomeDashboard } from '@site/components/HomeDashboard/HomeDashboard'
import { getHomeCatalogue } from '@site/lib/read/catalogue'
import { landingMetadata } from '../LandingContent'

export const generateMetadata = landingMetadata

/**
 * SPEC §2 signed-in home, at `/` for a request with a session cookie (site/proxy.ts; typed in,
 * /home is the not-found page). Its shell is kept like every public page; the greeting and the
 * visitor's own submissions are rendered per request into its holes (components/HomeDashboard).
 */
export default async function SignedInHome() {
  return <HomeDashboard catalogue={await getHomeCatalogue()} />
}
