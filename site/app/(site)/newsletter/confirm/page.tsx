import type { Metadata } from 'next'
import { AuthCard } from '@site/components/AuthForms/AuthCard'
import { FormAlert } from '@site/components/FormAlert/FormAlert'
import { LoginLayout } from '@site/components/LoginLayout/LoginLayout'
import { ConfirmSubscription } from '@site/components/Newsletter/ConfirmSubscription'
import { looksLikeNewsletterToken } from '@site/components/Newsletter/newsletterToken'

export const metadata: Metadata = { title: 'Confirm your subscription', robots: { index: false } }

// Rendered per request: it reads the address's query. It shows only a button, never who subscribed.
export const instant = false

type Props = { searchParams: Promise<{ token?: string | string[] }> }

export default async function ConfirmSubscriptionPage({ searchParams }: Props) {
  const { token } = await searchParams
  return (
    <LoginLayout heading="Confirm your subscription" lead="One click and the Monday album comes to your inbox. You can unsubscribe from every e-mail.">
      <AuthCard>
        {looksLikeNewsletterToken(token) ? (
          <ConfirmSubscription token={token} />
        ) : (
          <FormAlert>This confirmation link is incomplete or not valid. Please subscribe again.</FormAlert>
        )}
      </AuthCard>
    </LoginLayout>
  )
}
