import { nodemailerAdapter } from '@payloadcms/email-nodemailer'
import type { EmailAdapter } from 'payload'
import { mailer, mailSender } from './mail'

/**
 * Payload's e-mail (password resets): through SMTP_URL when set, with the transport the contact
 * e-mails use; otherwise each e-mail's recipient, subject and links go to the server log, so a
 * reset link can still be handed over by whoever runs the server.
 */
export function payloadEmail(env: Record<string, string | undefined> = process.env): EmailAdapter | Promise<EmailAdapter> {
  const sender = mailSender(env)
  if (env.SMTP_URL) {
    return reportingFailures(
      nodemailerAdapter({ transport: mailer(env.SMTP_URL), defaultFromAddress: sender.address, defaultFromName: sender.name, skipVerify: true }),
    )
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

/**
 * The adapter, with a failed send written to the log instead of thrown. A reset link asked for a
 * known e-mail while the mail server was down answered 500, an unknown one 200: the difference
 * told anyone which e-mails have accounts. Now both answer alike, and the log says what was lost.
 */
async function reportingFailures(adapter: Promise<EmailAdapter>): Promise<EmailAdapter> {
  const make = await adapter
  return (args) => {
    const inner = make(args)
    return {
      ...inner,
      sendEmail: async (message) => {
        try {
          return await inner.sendEmail(message)
        } catch (error) {
          args.payload.logger.error({ msg: `E-mail to ${String(message.to)} (${message.subject}) was not sent: ${(error as Error).message}` })
        }
      },
    }
  }
}
