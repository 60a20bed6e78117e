import type { Metadata } from 'next'
import { ForgotPasswordForm } from '@site/components/AuthForms/ForgotPasswordForm'
import { LoginLayout } from '@site/components/LoginLayout/LoginLayout'

export const metadata: Metadata = {
  title: 'Forgot password',
  description: 'Get a link to choose a new password for your Machine Soul account.',
  robots: { index: false },
}

export default function ForgotPasswordPage() {
  return (
    <LoginLayout heading="Forgot your password?" lead="Enter the e-mail of your account and we will send you a link to choose a new password.">
      <ForgotPasswordForm />
    </LoginLayout>
  )
}
