'use client'

import Link from 'next/link'
import { FormField } from '../FormField/FormField'
import { SuccessPanel } from '../SuccessPanel/SuccessPanel'
import { AuthFormShell } from './AuthFormShell'
import styles from './AuthForms.module.css'
import { useJsonForm } from '../JsonForm/useJsonForm'

/** An e-mail address, to POST /api/auth/forgot-password; the same answer whether it has an account or not. */
export function ForgotPasswordForm() {
  const form = useJsonForm({
    loadSchema: () => import('@cms/schemas/auth').then((module) => module.forgotPasswordSchema),
    endpoint: '/api/auth/forgot-password',
    onSent: () => {},
    failureMessage: (failure) => failure.message,
  })
  return (
    <div className={styles.card}>
      {form.sent ? (
        <SuccessPanel title="Check your e-mail" actions={<Link href="/login">Back to sign in</Link>}>
          If an account uses this e-mail, we have sent it a link to choose a new password. The link works for one hour.
        </SuccessPanel>
      ) : (
        <AuthFormShell label="Send reset link" pendingLabel="Sending..." form={form}>
          <FormField label="Email" type="email" autoComplete="email" inputMode="email" {...form.field('email')} />
        </AuthFormShell>
      )}
    </div>
  )
}
