'use client'
import { toast } from '@payloadcms/ui'
import { UNAUTHORISED_REDIRECT_MS } from '@site/lib/forms/delays'
import { signInHref } from '@site/lib/navigation'
import { sendJson, type PostResult } from '@site/lib/postJson'

/** SPEC §9: one toast visible at a time; a new one takes the place of the one on screen. */
const alone =
  <A extends unknown[], R>(show: (...args: A) => R) =>
  (...args: A): R => {
    toast.dismiss()
    return show(...args)
  }

/** The panel's toasts (Payload's), one at a time. */
export const notice = { success: alone(toast.success), error: alone(toast.error), warning: alone(toast.warning) }

export const notifySuccess = (title: string, description?: string) => notice.success(title, { description })

// Set once the panel is on its way to sign-in: a write refused and the list read after it are one sign-out.
let leaving = false

/** SPEC §8: a signed-out admin is told, once, then sent to sign in again. */
export function signedOut() {
  if (leaving) return
  leaving = true
  notice.error('Unauthorized', { description: 'You are logged out. Logging in again...' })
  // Back to the same tab of the panel after signing in again, where the form's draft is kept.
  window.setTimeout(() => window.location.assign(signInHref(`${window.location.pathname}${window.location.search}`)), UNAUTHORISED_REDIRECT_MS)
}

type Failure = Extract<PostResult<unknown>, { ok: false }>

/**
 * A refused write: the 401 flow, or a destructive toast with the server's words (else `fallback`).
 * Titled with `fallback` itself, the server's words (if any) say why beneath it.
 */
export function notifyFailure(failure: Failure, fallback: string, title = 'Error') {
  if (failure.status === 401) return signedOut()
  notice.error(title, { description: failure.message || (title === fallback ? undefined : fallback) })
}

type Method = 'POST' | 'PUT' | 'DELETE'
type Messages = { success: string; fallback: string; failureTitle?: string }

/** SPEC §8 gives the blog's writes their failure's words alone: they title the toast, the server's reason beneath. */
export const failureTitled = (messages: Messages): Messages => ({ ...messages, failureTitle: messages.fallback })

async function sendAndTell<T>(method: Method, url: string, payload: unknown, messages: Messages) {
  const result = await sendJson<T>(method, url, payload, messages.fallback)
  if (result.ok) notifySuccess(messages.success)
  else notifyFailure(result, messages.fallback, messages.failureTitle)
  return result
}

/**
 * Sends one admin write to its /api row and tells the outcome in SPEC §8's words: the success
 * toast and the answer's body, or the failure toast (the server's message, else `fallback`) and null.
 */
export async function announce<T>(method: Method, url: string, payload: unknown, messages: Messages): Promise<T | null> {
  const result = await sendAndTell<T>(method, url, payload, messages)
  return result.ok ? result.body : null
}

/** As announce, for a write whose answer may have no body (a delete): whether it succeeded. */
export async function announceOk(method: Method, url: string, payload: unknown, messages: Messages): Promise<boolean> {
  return (await sendAndTell<unknown>(method, url, payload, messages)).ok
}
