'use client'

import type { ReactNode } from 'react'
import { Button } from '../Button/Button'
import { FormAlert } from '../FormAlert/FormAlert'
import { NeedsScripts } from '../NeedsScripts/NeedsScripts'
import styles from './AuthForms.module.css'
import type { useAuthForm } from './useAuthForm'

type Props = {
  label: string
  pendingLabel: string
  form: Omit<ReturnType<typeof useAuthForm>, 'field'>
  children: ReactNode
}

/** What both account forms share: the server's message on top, the fields, the submit button. */
export function AuthFormShell({ label, pendingLabel, form, children }: Props) {
  return (
    // method="post": even a submit before the page is interactive never puts a password in the URL.
    <form
      className={styles.form}
      method="post"
      onFocus={form.onFocus}
      onChange={form.onChange}
      onSubmit={form.onSubmit}
      noValidate
      aria-label={label}
    >
      {form.serverError && <FormAlert takeFocus>{form.serverError}</FormAlert>}
      {children}
      <Button type="submit" $block disabled={!form.ready || form.pending}>
        {form.pending ? pendingLabel : label}
      </Button>
      <NeedsScripts />
    </form>
  )
}
