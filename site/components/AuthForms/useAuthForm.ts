import { useState, type FormEvent } from 'react'
import type { z } from 'zod'
import { fieldErrors } from '../../lib/fieldErrors'
import { useMounted } from '../../lib/hooks/useMounted'
import { postJson } from '../../lib/postJson'

type Options<S extends z.ZodObject> = {
  schema: S
  endpoint: string
  /** Where to go once signed in (already checked to be a path on this site). */
  next: string
}

/** The form's fields; those left empty are not sent, so optional ones stay absent. */
function filledValues(form: HTMLFormElement): Record<string, string> {
  const entries = Array.from(new FormData(form)).filter(
    (entry): entry is [string, string] => typeof entry[1] === 'string' && entry[1] !== '',
  )
  return Object.fromEntries(entries)
}

/**
 * State of a sign-in or create-account form. The inputs are uncontrolled, so what a visitor types
 * before the page is interactive is kept. The values are checked with the same zod schema the
 * server uses (messages under the fields, re-checked as the visitor types after a first attempt),
 * then posted; a failure shows the server's message, a success loads `next` as a full page so
 * every part of the site renders signed in.
 */
export function useAuthForm<S extends z.ZodObject>({ schema, endpoint, next }: Options<S>) {
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [attempted, setAttempted] = useState(false)
  const [serverError, setServerError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  // Until the page is interactive the browser would submit the form itself: the button waits.
  const ready = useMounted()

  const check = (form: HTMLFormElement) => schema.safeParse(filledValues(form))

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    if (!attempted) return
    const result = check(event.currentTarget)
    setErrors(result.success ? {} : fieldErrors(result.error))
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (pending) return
    const form = event.currentTarget
    setAttempted(true)
    setServerError(null)
    const result = check(form)
    if (!result.success) {
      const found = fieldErrors(result.error)
      setErrors(found)
      // Focus goes to the first field in the form's own order that needs fixing.
      Array.from(form.elements)
        .find((input): input is HTMLInputElement => input instanceof HTMLInputElement && input.name in found)
        ?.focus()
      return
    }
    setErrors({})
    setPending(true)
    const response = await postJson(endpoint, result.data)
    if (response.ok) {
      // Stays pending while the next page loads.
      window.location.assign(next)
      return
    }
    setServerError(response.message)
    setPending(false)
  }

  const field = (name: keyof z.input<S> & string) => ({ name, error: errors[name] })

  return { field, onChange, onSubmit, pending, ready, serverError }
}
