'use client'
import { useEffect, useId, useRef, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react'
import { characterCount } from '@cms/lib/characterCount'
import { DAY_RANGE } from '@cms/schemas/date'
import { useMounted } from '@site/lib/hooks/useMounted'
import styles from './ui.module.css'

type Labelled = { label: string; hint?: string }

/**
 * Disabled until React has taken the page over: what is typed into a server-rendered field before
 * then is lost when React sets the field to its state (the URL of the import box was, on a busy
 * machine).
 */
const useEnabled = (disabled: boolean | undefined) => useMounted() && !disabled

function Field({ id, label, hint, children }: Labelled & { id: string; children: ReactNode }) {
  return (
    <div className={styles.field}>
      <label className={styles.label} htmlFor={id}>
        {label}
      </label>
      {children}
      {hint && (
        <span id={`${id}-hint`} className={styles.hint}>
          {hint}
        </span>
      )}
    </div>
  )
}

/**
 * Text up to `limit` characters, counted as the server counts its limits (an emoji is one
 * character, not two). Beyond it the field says so under itself and the browser refuses to send
 * the form: nothing typed or pasted is cut, as `maxLength` would cut a paste.
 */
function useLimit<E extends HTMLInputElement | HTMLTextAreaElement>(value: unknown, limit: number | undefined) {
  const ref = useRef<E>(null)
  const length = characterCount(String(value ?? ''))
  const over = limit !== undefined && length > limit ? `At most ${count(limit)} characters: this has ${count(length)}.` : ''
  useEffect(() => ref.current?.setCustomValidity(over), [over])
  return { ref, over }
}

type Limited = { limit?: number }

export function TextField({ label, hint, limit, ...input }: Labelled & Limited & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId()
  const enabled = useEnabled(input.disabled)
  const { ref, over } = useLimit<HTMLInputElement>(input.value, limit)
  return (
    <Field id={id} label={label} hint={over || hint}>
      <input ref={ref} id={id} className={styles.input} aria-describedby={over || hint ? `${id}-hint` : undefined} aria-invalid={over ? true : undefined} {...input} disabled={!enabled} />
    </Field>
  )
}

const count = (value: number) => value.toLocaleString('en-US')

/** A day (YYYY-MM-DD): the browser refuses one outside the days the server stores, before sending. */
export function DayField(props: Labelled & Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'min' | 'max'>) {
  return <TextField {...props} type="date" min={DAY_RANGE.first} max={DAY_RANGE.last} />
}

export function TextAreaField({ label, hint, limit, ...textarea }: Labelled & Limited & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId()
  const enabled = useEnabled(textarea.disabled)
  const { ref, over } = useLimit<HTMLTextAreaElement>(textarea.value, limit)
  return (
    <Field id={id} label={label} hint={over || hint}>
      <textarea ref={ref} id={id} className={styles.input} aria-describedby={over || hint ? `${id}-hint` : undefined} aria-invalid={over ? true : undefined} {...textarea} disabled={!enabled} />
    </Field>
  )
}

export function SelectField({ label, hint, children, ...select }: Labelled & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId()
  const enabled = useEnabled(select.disabled)
  return (
    <Field id={id} label={label} hint={hint}>
      <select id={id} className={styles.input} aria-describedby={hint ? `${id}-hint` : undefined} {...select} disabled={!enabled}>
        {children}
      </select>
    </Field>
  )
}

export function CheckboxField({ label, ...input }: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  const enabled = useEnabled(input.disabled)
  return (
    <label className={styles.checkbox}>
      <input type="checkbox" {...input} disabled={!enabled} />
      {label}
    </label>
  )
}
