import type { CollectionAfterChangeHook } from 'payload'
import { mailer, mailSettings } from '@cms/lib/mail'
import type { ContactMessage } from '@cms/payload-types'

/**
 * A new message is e-mailed to the collective when SMTP is set up. It is already stored, so a
 * mail failure is logged, never shown to the sender, and the sender does not wait for the mail.
 */
export const emailCollective: CollectionAfterChangeHook<ContactMessage> = ({ doc, operation, req }) => {
  const settings = mailSettings()
  if (operation !== 'create' || !settings) return doc
  mailer(settings.url)
    .sendMail({
      from: settings.from,
      to: settings.to,
      replyTo: { name: doc.name, address: doc.email },
      subject: `[Contact] ${doc.subject}`,
      text: `${doc.message}\n\n— ${doc.name} <${doc.email}>, via the Machine Soul contact form (message #${doc.id})`,
    })
    .catch((error: unknown) => req.payload.logger.error({ err: error, msg: `Contact message ${doc.id} was stored but not e-mailed` }))
  return doc
}
