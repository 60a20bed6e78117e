'use client'

import { greetingName } from '../../lib/catalogue/text'
import { useSignedInViewer } from '../../lib/hooks/useViewer'

/**
 * SPEC §2 greeting, from the auth state the header loads too (the page is the same cached HTML for
 * everyone). Until it has loaded, a greeting of typical length holds the heading's place unseen.
 */
export function HomeGreeting() {
  const viewer = useSignedInViewer()
  if (!viewer) return <span className="held-place">Welcome back, {greetingName(null)}!</span>
  return <>Welcome back, {greetingName(viewer)}!</>
}
