import { signInHref } from '../navigation'
import type { SendFailure } from './sendFailure'

/** The toasts of SPEC §8 for the lyric and contact forms, word for word. */
export const TOASTS = {
  lyricsSent: { title: 'Lyrics submitted successfully!', description: "We'll review your submission and get back to you soon." },
  lyricsUnauthorised: { title: 'Unauthorized', description: 'You are logged out. Logging in again...', variant: 'destructive' },
  lyricsFailed: { title: 'Submission failed', description: 'Please try again later or contact support.', variant: 'destructive' },
  contactSent: { title: 'Message Sent!', description: "Thank you for your message. We'll get back to you soon." },
  contactFailed: { title: 'Error', description: 'Failed to send message. Please try again or email us directly.', variant: 'destructive' },
} as const

/** Where a signed-out lyric writer goes to sign in, coming back to /submit. */
export const SUBMIT_SIGN_IN_HREF = signInHref('/submit')

/** What follows a refused lyric submission: signed out (401) means sign in again; anything else is a plain failure. */
export function lyricsFailure(failure: SendFailure) {
  return failure.status === 401
    ? { toast: TOASTS.lyricsUnauthorised, redirectTo: SUBMIT_SIGN_IN_HREF }
    : { toast: TOASTS.lyricsFailed, redirectTo: null }
}
