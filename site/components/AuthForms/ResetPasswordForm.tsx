'use client'

import Link from 'next/link'
import { AuthFormShell } from './AuthFormShell'
import { NewPasswordField } from './NewPasswordField'
import styles from './AuthForms.module.css'
import { useJsonForm } from '../JsonForm/useJsonForm'

/**
 * A new password for the account the e-mailed link names, to POST /api/auth/reset-password;
 * on success the visitor is signed in and taken home.
 */
export function ResetPasswordForm({ token }: { token: string }) {
  const form = useJsonForm({
    loadSchema: () => import('@cms/schemas/auth').then((module) => module.resetPasswordSchema),
    endpoint: '/api/auth/reset-password',
    onSent: () => {
      window.location.assign('/')
      return 'leaving'
    },
    failureMessage: (failure) => failure.message,
  })
  return (
    <div className={styles.card}>
      <AuthFormShell label="Set new password" pendingLabel="Saving..." form={form}>
        <input type="hidden" name="token" value={token} />
        <NewPasswordField label="New password" {...form.field('password')} />
        <p className={styles.sideLink}>
          <Link href="/forgot-password">Request a new link</Link>
        </p>
      </AuthFormShell>
    </div>
  )
}
