import type { Metadata } from 'next'
import Link from 'next/link'
import { ResetPasswordForm } from '@site/components/AuthForms/ResetPasswordForm'
import { AuthCard } from '@site/components/AuthForms/AuthCard'
import { FormAlert } from '@site/components/FormAlert/FormAlert'
import { LoginLayout } from '@site/components/LoginLayout/LoginLayout'

export const metadata: Metadata = { title: 'Choose a new password', robots: { index: false } }

// Rendered per request: it reads the address's query (and the login page the visitor's session).
export const instant = false

type Props = { searchParams: Promise<{ token?: string | string[] }> }

// Tokens Payload makes are 40 hex characters; anything else cannot be one.
const looksLikeToken = (token: unknown): token is string => typeof token === 'string' && /^[0-9a-f]{20,128}$/i.test(token)

export default async function ResetPasswordPage({ searchParams }: Props) {
  const { token } = await searchParams
  return (
    <LoginLayout heading="Choose a new password" lead="Set the password you will sign in with from now on.">
      {looksLikeToken(token) ? (
        <ResetPasswordForm token={token} />
      ) : (
        <AuthCard>
          <FormAlert>This reset link is incomplete or not valid. Please request a new one.</FormAlert>
          <p>
            <Link href="/forgot-password">Request a new link</Link>
          </p>
        </AuthCard>
      )}
    </LoginLayout>
  )
}
