'use client'

import { lazy, Suspense, type ReactNode } from 'react'
import { useViewer } from '../../lib/hooks/useViewer'
import { FormCard } from '../FormCard/FormCard'
import { PenIcon } from '../Icon/Icon'

// The form's code downloads for signed-in writers only.
const LyricsForm = lazy(() => import('../LyricsForm/LyricsForm').then((module) => ({ default: module.LyricsForm })))

/**
 * /submit (SPEC §2): the lyric form for the signed-in, prefilled with their name and e-mail, and
 * `signedOut` (the login prompt) for everyone else. The page is cached; this choice is the browser's.
 */
export function LyricsGate({ signedOut }: { signedOut: ReactNode }) {
  const state = useViewer()
  // The signed-out card holds its place unseen while the auth state loads, so nothing jumps after;
  // without scripts it never loads, and the login prompt, a plain link, is what such a visitor can use.
  if (state.status === 'loading') return <div className="held-place shown-without-scripts" aria-busy="true">{signedOut}</div>
  if (state.status === 'signedOut') return signedOut
  return (
    <FormCard title="Your Lyrics" icon={<PenIcon />}>
      <Suspense>
        <LyricsForm defaultName={state.viewer.firstName ?? ''} defaultEmail={state.viewer.email} />
      </Suspense>
    </FormCard>
  )
}
