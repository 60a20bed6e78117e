'use client'

import { createContext, use, useEffect, useState, type ReactNode } from 'react'
import { LOGOUT_HREF } from '../../lib/navigation'
import { readOwnSubmissions } from '../../lib/read/browserSubmissions'
import type { OwnSubmission } from '../../lib/read/types'
import { ButtonLink } from '../Button/Button'
import { FormAlert } from '../FormAlert/FormAlert'
import { PenIcon } from '../Icon/Icon'
import { Section } from '../Section/Section'
import { SubmissionList } from '../SubmissionList/SubmissionList'

/** SPEC §9: the signed-in home shows the first 3 of the visitor's submissions. */
const SHOWN = 3

type State = { status: 'loading' } | { status: 'ready'; submissions: OwnSubmission[] } | { status: 'failed' }

const OwnSubmissionsContext = createContext<State>({ status: 'loading' })

/**
 * The visitor's own lyric submissions (GET /api/lyric-submissions, newest first), read in the
 * browser each time the home is shown, for the stat card and the list below it. The page reaches
 * only a browser whose session cookie this site signed; a 401 says that session has ended
 * elsewhere (signed out in another browser, or the account removed), so the browser signs out. Any
 * other failure (offline, a server error) keeps the visitor signed in and says so.
 */
export function OwnSubmissionsProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<State>({ status: 'loading' })
  useEffect(() => {
    const controller = new AbortController()
    readOwnSubmissions(controller.signal).then(
      (read) => {
        // Signing out clears the cookie and lands on the landing page.
        if (!read.signedIn) window.location.replace(LOGOUT_HREF)
        else setState({ status: 'ready', submissions: read.submissions })
      },
      () => {
        if (!controller.signal.aborted) setState({ status: 'failed' })
      },
    )
    return () => controller.abort()
  }, [])
  return <OwnSubmissionsContext value={state}>{children}</OwnSubmissionsContext>
}

/** The "Your Submissions" stat: a place held unseen while loading, a dash when it could not be read. */
export function OwnSubmissionCount() {
  const state = use(OwnSubmissionsContext)
  if (state.status === 'ready') return <>{state.submissions.length}</>
  if (state.status === 'failed') {
    return (
      <>
        <span aria-hidden="true">–</span>
        <span className="visually-hidden">Not available</span>
      </>
    )
  }
  return <span className="held-place">–</span>
}

/** SPEC §2: the first few of the visitor's submissions with a Submit More Lyrics button, when they have any. */
export function OwnSubmissionsSection() {
  const state = use(OwnSubmissionsContext)
  if (state.status === 'failed') {
    return (
      <Section id="submissions" title="Your Submissions" eyebrow="Your lyrics">
        <FormAlert>Your submissions could not be loaded. Reload the page to try again.</FormAlert>
      </Section>
    )
  }
  if (state.status !== 'ready' || state.submissions.length === 0) return null
  return (
    <Section
      id="submissions"
      title="Your Submissions"
      eyebrow="Your lyrics"
      action={
        <ButtonLink href="/submit" $variant="secondary">
          <PenIcon size={18} /> Submit More Lyrics
        </ButtonLink>
      }
    >
      <SubmissionList submissions={state.submissions.slice(0, SHOWN)} />
    </Section>
  )
}
