'use client'

import type { ReactNode } from 'react'
import type { useJsonForm } from './useJsonForm'
import { Button } from '../Button/Button'
import { FormAlert } from '../FormAlert/FormAlert'
import { NeedsScripts } from '../NeedsScripts/NeedsScripts'
import styles from './JsonForm.module.css'

type Props = {
  /** The form's accessible name and its submit button's text. */
  label: string
  submitLabel: string
  pendingLabel: string
  form: Omit<ReturnType<typeof useJsonForm>, 'field'>
  /** Shown instead of the form once it was sent. */
  success: ReactNode
  children: ReactNode
}

// The form object carries formRef beside plain values; the React Compiler's rule takes every field for a ref read.
/* eslint-disable react-hooks/refs */
/** A JSON form (see useJsonForm): the server's message on top, the fields, the submit button; or its success view. */
export function JsonForm({ label, submitLabel, pendingLabel, form, success, children }: Props) {
  if (form.sent) return success
  return (
    <form
      className={styles.form}
      ref={form.formRef}
      method="post"
      noValidate
      aria-label={label}
      onFocus={form.onFocus}
      onChange={form.onChange}
      onSubmit={form.onSubmit}
    >
      {form.serverError && <FormAlert takeFocus>{form.serverError}</FormAlert>}
      {children}
      <Button type="submit" $size="lg" $block disabled={!form.ready || form.pending}>
        {form.pending ? pendingLabel : submitLabel}
      </Button>
      <NeedsScripts />
    </form>
  )
}
