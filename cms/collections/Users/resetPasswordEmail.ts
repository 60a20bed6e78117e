import { siteUrl } from '../../lib/siteUrl'

/** How long a reset link works; Payload clears the token once it is used. */
export const RESET_LINK_HOURS = 1

export const resetPasswordLink = (token: string) => `${siteUrl()}/reset-password?token=${encodeURIComponent(token)}`

export const resetPasswordSubject = () => 'Reset your Machine Soul password'

/** The e-mail Payload sends for a password reset (POST /api/auth/forgot-password, the admin's own screen). */
export function resetPasswordHtml({ token }: { token?: string }): string {
  const link = resetPasswordLink(token ?? '')
  return [
    '<p>Someone asked to reset the password of your Machine Soul account.</p>',
    `<p><a href="${link}">Choose a new password</a></p>`,
    `<p>The link works once, for ${RESET_LINK_HOURS} hour. If you did not ask for it, ignore this e-mail: your password stays as it is.</p>`,
  ].join('\n')
}
