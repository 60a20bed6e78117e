import { safeNext } from '@cms/lib/safeNext'
import type { Metadata } from 'next'
import { redirect } from 'next/navigation'
import { AuthPanel } from '@site/components/AuthForms/AuthPanel'
import { authModeOf } from '@site/components/AuthForms/authMode'
import { LoginLayout } from '@site/components/LoginLayout/LoginLayout'
import { isSignedIn } from '@site/lib/read/session'

export const metadata: Metadata = { title: 'Sign in' }

// Rendered per request: it reads the address's query (and the login page the visitor's session).
export const instant = false

type Props = { searchParams: Promise<{ next?: string | string[]; mode?: string | string[] }> }

export default async function LoginPage({ searchParams }: Props) {
  const { next, mode } = await searchParams
  // Only a path on this site; anything else (another origin, //host) falls back to the home page.
  const target = safeNext(typeof next === 'string' ? next : null)
  if (await isSignedIn()) redirect(target)
  return (
    <LoginLayout>
      <AuthPanel next={target} opened={authModeOf(mode)} />
    </LoginLayout>
  )
}
