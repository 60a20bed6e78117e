'use client'

import type { ReactNode } from 'react'
import styled from 'styled-components'
import type { useJsonForm } from '../../lib/forms/useJsonForm'
import { theme } from '../../styles/theme'
import { Button } from '../Button/Button'
import { FormAlert } from '../FormAlert/FormAlert'

const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
`

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

/** A JSON form (see useJsonForm): the server's message on top, the fields, the submit button; or its success view. */
export function JsonForm({ label, submitLabel, pendingLabel, form, success, children }: Props) {
  if (form.sent) return success
  return (
    <Form
      ref={form.formRef}
      method="post"
      noValidate
      aria-label={label}
      onFocus={form.onFocus}
      onChange={form.onChange}
      onSubmit={form.onSubmit}
    >
      {form.serverError && <FormAlert>{form.serverError}</FormAlert>}
      {children}
      <Button type="submit" $size="lg" $block disabled={!form.ready || form.pending}>
        {form.pending ? pendingLabel : submitLabel}
      </Button>
    </Form>
  )
}
