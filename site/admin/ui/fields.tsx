'use client'
import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react'
import styles from './ui.module.css'

type Labelled = { label: string; hint?: string }

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

export function TextField({ label, hint, ...input }: Labelled & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId()
  return (
    <Field id={id} label={label} hint={hint}>
      <input id={id} className={styles.input} aria-describedby={hint ? `${id}-hint` : undefined} {...input} />
    </Field>
  )
}

export function TextAreaField({ label, hint, ...textarea }: Labelled & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  const id = useId()
  return (
    <Field id={id} label={label} hint={hint}>
      <textarea id={id} className={styles.input} aria-describedby={hint ? `${id}-hint` : undefined} {...textarea} />
    </Field>
  )
}

export function SelectField({ label, hint, children, ...select }: Labelled & SelectHTMLAttributes<HTMLSelectElement>) {
  const id = useId()
  return (
    <Field id={id} label={label} hint={hint}>
      <select id={id} className={styles.input} aria-describedby={hint ? `${id}-hint` : undefined} {...select}>
        {children}
      </select>
    </Field>
  )
}

export function CheckboxField({ label, ...input }: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className={styles.checkbox}>
      <input type="checkbox" {...input} />
      {label}
    </label>
  )
}
