'use client'

import type { commentContentSchema } from '@cms/schemas/comment'
import { clsx } from 'clsx'
import { useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { Button } from '../Button/Button'
import fieldStyles from '../FormField/FormField.module.css'
import styles from './CommentForm.module.css'

type Props = {
  label: string
  /** Replies and edits sit beside their comment, which already says what they are. */
  hideLabel?: boolean
  submitLabel: string
  initialText?: string
  placeholder?: string
  autoFocus?: boolean
  /** Sends the trimmed text; answers whether it landed (then the form clears). */
  onSubmit: (content: string) => Promise<boolean>
  onCancel?: () => void
  /** Hears the text as it changes (and '' once it landed): a reply keeps its draft when its box closes. */
  onTextChange?: (text: string) => void
}

/** A comment, reply or edit: blank text (after trimming, SPEC §5) keeps the button disabled and sends nothing; too long a text says so. */
export function CommentForm({ label, hideLabel = false, submitLabel, initialText = '', placeholder, autoFocus, onSubmit, onCancel, onTextChange }: Props) {
  const id = useId()
  const [text, setTextHere] = useState(initialText)
  const setText = (next: string) => {
    setTextHere(next)
    onTextChange?.(next)
  }
  const [sending, setSending] = useState(false)
  const textArea = useRef<HTMLTextAreaElement>(null)
  // The server's own schema, so the browser and the API agree on what is blank. It downloads on
  // the first focus in the form (edits and replies take focus at once), keeping zod out of the
  // page's first download; until then the button waits.
  const [schema, setSchema] = useState<typeof commentContentSchema | null>(null)
  const loadSchema = () => {
    if (!schema) void import('@cms/schemas/comment').then((module) => setSchema(module.commentContentSchema))
  }
  const parsed = schema?.safeParse(text)
  // Blank text only keeps the button disabled (SPEC §5); any other refusal (too long) is said.
  const problem = parsed && !parsed.success && text.trim() !== '' ? parsed.error.issues[0]?.message : undefined
  const problemId = `${id}-error`

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!parsed?.success || sending) return
    // The button goes disabled while sending, and the keyboard's place with it (to the page's
    // start): it comes back to the text. A reply or an edit that landed closes its form, and the
    // thread puts the keyboard on the comment's button instead.
    const keyboardHere = event.currentTarget.contains(document.activeElement)
    setSending(true)
    const landed = await onSubmit(parsed.data)
    setSending(false)
    if (landed) setText('')
    if (keyboardHere) textArea.current?.focus()
  }

  function cancelOnEscape(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key !== 'Escape' || !onCancel) return
    event.preventDefault()
    onCancel()
  }

  return (
    <form className={styles.form} onSubmit={submit} onFocus={loadSchema} aria-label={label}>
      <label className={clsx(styles.label, hideLabel && 'visually-hidden')} htmlFor={id}>
        {label}
      </label>
      <textarea
        className={styles.textArea}
        ref={textArea}
        id={id}
        value={text}
        placeholder={placeholder}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- only for a reply or edit box the visitor just opened
        autoFocus={autoFocus}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={cancelOnEscape}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? problemId : undefined}
      />
      {problem && (
        <p className={fieldStyles.errorText} id={problemId}>
          {problem}
        </p>
      )}
      <div className={styles.actions}>
        <Button type="submit" $size="sm" disabled={!parsed?.success || sending}>
          {sending ? 'Sending...' : submitLabel}
        </Button>
        {onCancel && (
          <Button type="button" $size="sm" $variant="ghost" onClick={onCancel}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  )
}
