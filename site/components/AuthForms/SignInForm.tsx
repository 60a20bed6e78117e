'use client'

import { FormField } from '../FormField/FormField'
import { AuthFormShell } from './AuthFormShell'
import { useAuthForm } from './useAuthForm'

/** Email and password, to POST /api/auth/login. */
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
    </AuthFormShell>
  )
}
