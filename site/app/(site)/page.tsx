import { LandingContent, landingMetadata } from './LandingContent'

export const generateMetadata = landingMetadata

/**
 * SPEC §2 `/` for visitors, served from the cache. A request with a session cookie never reaches
 * it: site/proxy.ts sends it to the signed-in home (app/(site)/home).
 */
export default function Landing() {
  return <LandingContent />
}
