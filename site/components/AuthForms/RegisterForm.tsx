'use client'

import { FormField } from '../FormField/FormField'
import { AuthFormShell } from './AuthFormShell'
import { NewPasswordField } from './NewPasswordField'
import styles from './AuthForms.module.css'
import { useAuthForm } from './useAuthForm'

/** Name (optional), email and password, to POST /api/auth/register. */
export function RegisterForm({ next }: { next: string }) {
  const form = useAuthForm({
    loadSchema: () => import('@cms/schemas/auth').then((module) => module.registerSchema),
    endpoint: '/api/auth/register',
    next,
  })
  return (
    <AuthFormShell label="Create account" pendingLabel="Creating account..." form={form}>
      <div className={styles.nameRow}>
        <FormField label="First name" autoComplete="given-name" optional {...form.field('firstName')} />
        <FormField label="Last name" autoComplete="family-name" optional {...form.field('lastName')} />
      </div>
      <FormField label="Email" type="email" autoComplete="email" inputMode="email" {...form.field('email')} />
      <NewPasswordField label="Password" {...form.field('password')} />
    </AuthFormShell>
  )
}
