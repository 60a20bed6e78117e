'use client'

import Link from 'next/link'
import { FormField } from '../FormField/FormField'
import { AuthFormShell } from './AuthFormShell'
import styles from './AuthForms.module.css'
import { useAuthForm } from './useAuthForm'

/** Email and password, to POST /api/auth/login; a way to a new password for whoever has none. */
export function SignInForm({ next }: { next: string }) {
  const form = useAuthForm({
    loadSchema: () => import('@cms/schemas/auth').then((module) => module.loginSchema),
    endpoint: '/api/auth/login',
    next,
  })
  return (
    <AuthFormShell label="Sign in" pendingLabel="Signing in..." form={form}>
      <FormField label="Email" type="email" autoComplete="email" inputMode="email" {...form.field('email')} />
      <FormField label="Password" type="password" autoComplete="current-password" {...form.field('password')} />
      <p className={styles.sideLink}>
        <Link href="/forgot-password">Forgot password?</Link>
      </p>
    </AuthFormShell>
  )
}
