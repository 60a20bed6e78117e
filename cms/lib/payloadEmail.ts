import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import type { EmailAdapter } from 'payload'
import { mailer, mailSender } from './mail'

/**
 * Payload's e-mail (password resets, sign-in notices, newsletter confirmations): through SMTP_URL
 * when set, with the transport the contact e-mails use; otherwise each e-mail's recipient,
 * subject and links go to the server log, so a reset link can still be handed over by whoever
 * runs the server.
 */
export function payloadEmail(env: Record<string, string | undefined> = process.env): EmailAdapter | Promise<EmailAdapter> {
  const sender = mailSender(env)
  if (env.SMTP_URL) {
    // A send the mail server refuses throws: every e-mail goes out from a job (cms/jobs), which retries it.
    return nodemailerAdapter({ transport: mailer(env.SMTP_URL), defaultFromAddress: sender.address, defaultFromName: sender.name, skipVerify: true })
  }
  return ({ payload }) => ({
    name: 'log',
    defaultFromAddress: sender.address,
    defaultFromName: sender.name,
    sendEmail: async (message) => {
      const links = [...String(message.html ?? '').matchAll(/href="([^"]+)"/g)].map((match) => match[1])
      payload.logger.info({ msg: `E-mail (no SMTP_URL set) to ${String(message.to)}: ${message.subject}`, links })
    },
  })
}
