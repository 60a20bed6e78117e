import type { z } from 'zod'
import { useJsonForm } from '../JsonForm/useJsonForm'

type Options<S extends z.ZodObject> = {
  loadSchema: () => Promise<S>
  endpoint: string
  /** Where to go once signed in (already checked to be a path on this site). */
  next: string
}

/** The form's fields; those left empty are not sent, so optional ones stay absent. */
function filledValues(data: FormData): Record<string, string> {
  const entries = Array.from(data).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
  )
  return Object.fromEntries(entries)
}

/**
 * State of a sign-in or create-account form (see useJsonForm). A failure shows the server's
 * message whatever it is; a success loads `next` as a full page (the form stays busy meanwhile)
 * so every part of the site renders signed in.
 */
export function useAuthForm<S extends z.ZodObject>({ loadSchema, endpoint, next }: Options<S>) {
  return useJsonForm({
    loadSchema,
    endpoint,
    payload: filledValues,
    onSent: () => {
      window.location.assign(next)
      return 'leaving'
    },
    failureMessage: (failure) => failure.message,
  })
}
