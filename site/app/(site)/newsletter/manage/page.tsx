import type { Metadata } from 'next'
import { AuthCard } from '@site/components/AuthForms/AuthCard'
import { FormAlert } from '@site/components/FormAlert/FormAlert'
import { LoginLayout } from '@site/components/LoginLayout/LoginLayout'
import { ManageSubscription } from '@site/components/Newsletter/ManageSubscription'
import { looksLikeNewsletterToken } from '@site/components/Newsletter/newsletterToken'

export const metadata: Metadata = { title: 'Your release e-mails', robots: { index: false } }

// Rendered per request: it reads the address's query. The subscription itself is fetched by the browser, never rendered here.
export const instant = false

type Props = { searchParams: Promise<{ token?: string | string[] }> }

export default async function ManageSubscriptionPage({ searchParams }: Props) {
  const { token } = await searchParams
  return (
    <LoginLayout heading="Your release e-mails" lead="Choose what you hear of, pause, unsubscribe or delete your address. No sign-in needed.">
      <AuthCard>
        {looksLikeNewsletterToken(token) ? <ManageSubscription token={token} /> : <FormAlert>This link is incomplete or not valid.</FormAlert>}
      </AuthCard>
    </LoginLayout>
  )
}
