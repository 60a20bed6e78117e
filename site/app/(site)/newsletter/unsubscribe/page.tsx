import type { Metadata } from 'next'
import { AuthCard } from '@site/components/AuthForms/AuthCard'
import { FormAlert } from '@site/components/FormAlert/FormAlert'
import { LoginLayout } from '@site/components/LoginLayout/LoginLayout'
import { looksLikeNewsletterToken } from '@site/components/Newsletter/newsletterToken'
import { UnsubscribeButton } from '@site/components/Newsletter/UnsubscribeButton'

export const metadata: Metadata = { title: 'Unsubscribe', robots: { index: false } }

// Rendered per request: it reads the address's query. It shows only a button, never whose address it is.
export const instant = false

type Props = { searchParams: Promise<{ token?: string | string[] }> }

/** Where the "unsubscribe" link of every release e-mail leads (its List-Unsubscribe header posts to the API itself). */
export default async function UnsubscribePage({ searchParams }: Props) {
  const { token } = await searchParams
  return (
    <LoginLayout heading="Unsubscribe" lead="One click and we stop sending you release e-mails.">
      <AuthCard>
        {looksLikeNewsletterToken(token) ? <UnsubscribeButton token={token} /> : <FormAlert>This link is incomplete or not valid.</FormAlert>}
      </AuthCard>
    </LoginLayout>
  )
}
