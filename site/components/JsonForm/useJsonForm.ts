import { useEffect, useRef, useState, type FormEvent } from 'react'
import { flushSync } from 'react-dom'
import type { z } from 'zod'
import { fieldErrors } from '../../lib/fieldErrors'
import { useMounted } from '../../lib/hooks/useMounted'
import { asSent, postJson } from '../../lib/postJson'
import { formPayload } from '../../lib/forms/formPayload'
import { inlineMessage, type SendFailure } from '../../lib/forms/sendFailure'
import { preloadToasts } from '../Toast/toast'

type Options<S extends z.ZodObject> = {
  /**
   * Loads the zod schema the server uses, e.g. `() => import('@cms/schemas/contact').then((m) => m.contactSchema)`:
   * a dynamic import, so zod stays out of the page's first download.
   */
  loadSchema: () => Promise<S>
  endpoint: string
  /** What is checked and sent, from the form's data; by default every field as typed (see formPayload). */
  payload?: (data: FormData) => Record<string, unknown>
  /**
   * After the server accepted the form (e.g. a toast); the success view follows. Returning
   * 'leaving' keeps the form busy instead, while the page goes elsewhere.
   */
  onSent: () => void | 'leaving'
  /** After the server refused it (e.g. a toast); 'leaving' as above. */
  onFailed?: (failure: SendFailure) => void | 'leaving'
  /** The failure's words to show above the fields, if any; by default the server's refusal of the input. */
  failureMessage?: (failure: SendFailure) => string | null
}

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

const isControl = (element: Element): element is Control =>
  element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement

/**
 * A form posted as JSON, with a success view. The inputs are uncontrolled (what is typed before
 * the page is interactive is kept, and nothing typed is lost on a failure). The payload is checked
 * with the zod schema the server uses, downloaded when first needed: messages under the fields, focus on the first to fix,
 * re-checked as the visitor types after a first attempt. `again()` goes back to a fresh form
 * (the form remounts, so its default values return).
 */
export function useJsonForm<S extends z.ZodObject>({
  loadSchema,
  endpoint,
  payload = (data) => formPayload(data),
  onSent,
  onFailed,
  failureMessage = inlineMessage,
}: Options<S>) {
  const [errors, setErrors] = useState<Record<string, string>>({})
  const [attempted, setAttempted] = useState(false)
  const [serverError, setServerError] = useState<string | null>(null)
  const [pending, setPending] = useState(false)
  const [sent, setSent] = useState(false)
  const [round, setRound] = useState(0)
  const formRef = useRef<HTMLFormElement>(null)
  const schemaRef = useRef<S | null>(null)
  // Set while a submission is being checked and sent.
  const busyRef = useRef(false)
  // Until the page is interactive the browser would submit the form itself: the button waits.
  const ready = useMounted()

  // Back from the success view: the keyboard continues in the fresh form's first field.
  useEffect(() => {
    if (round > 0) formRef.current?.querySelector<Control>('input, textarea, select')?.focus()
  }, [round])

  const schema = async () => (schemaRef.current ??= await loadSchema())
  const check = (form: HTMLFormElement, against: S) => against.safeParse(asSent(payload(new FormData(form))))

  // The first focus in the form starts the schema's and the toasts' downloads, so the first submit rarely waits for them.
  const onFocus = () => {
    if (schemaRef.current) return
    schema().catch(() => {})
    preloadToasts()
  }

  const onChange = (event: FormEvent<HTMLFormElement>) => {
    // Only after a first attempt, which loaded the schema.
    if (!attempted || !schemaRef.current) return
    const result = check(event.currentTarget, schemaRef.current)
    setErrors(result.success ? {} : fieldErrors(result.error))
  }

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    // busyRef also covers the wait for the schema, before `pending` is set.
    if (pending || busyRef.current) return
    busyRef.current = true
    try {
      await checkAndSend(event.currentTarget)
    } finally {
      busyRef.current = false
    }
  }

  const checkAndSend = async (form: HTMLFormElement) => {
    setAttempted(true)
    setServerError(null)
    // Should the schema fail to download, the server's check (the same schema) still answers.
    const loaded = await schema().catch(() => null)
    const result = loaded ? check(form, loaded) : ({ success: true, data: payload(new FormData(form)) } as const)
    if (!result.success) {
      const found = fieldErrors(result.error)
      // On the page before the focus moves: a screen reader reads the field it lands on with its
      // message (aria-describedby) and as invalid, not as it was a moment before.
      flushSync(() => setErrors(found))
      // Focus goes to the first field in the form's own order that needs fixing.
      Array.from(form.elements)
        .find((element): element is Control => isControl(element) && element.name in found)
        ?.focus()
      return
    }
    setErrors({})
    setPending(true)
    const response = await postJson(endpoint, result.data)
    if (response.ok) {
      if (onSent() === 'leaving') return
      setPending(false)
      setSent(true)
      return
    }
    if (onFailed?.(response) === 'leaving') return
    setServerError(failureMessage(response))
    setPending(false)
  }

  const again = () => {
    setSent(false)
    setAttempted(false)
    setErrors({})
    setRound((value) => value + 1)
  }

  const field = (name: keyof z.input<S> & string) => ({ name, error: errors[name] })

  return { field, formRef, onFocus, onChange, onSubmit, pending, ready, serverError, sent, again }
}
