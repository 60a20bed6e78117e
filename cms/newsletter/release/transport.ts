import nodemailer from 'nodemailer'
import type { Payload } from 'payload'
import { mailSender, smtpOptions } from '../../lib/mail'

export type OutgoingMail = { to: string; subject: string; text: string; html: string; headers: Record<string, string> }
export type SendMail = (mail: OutgoingMail) => Promise<void>

/** NEWSLETTER_SMTP_CONNECTIONS: how many SMTP connections one instance's release e-mails use at most (default 3). */
export function smtpConnections(env: Record<string, string | undefined> = process.env): number {
  const configured = Number(env.NEWSLETTER_SMTP_CONNECTIONS)
  return Number.isInteger(configured) && configured >= 1 && configured <= 50 ? configured : 3
}

let pooled: { url: string; send: SendMail } | null = null

/**
 * How release e-mails leave: through SMTP_URL with a pool of at most NEWSLETTER_SMTP_CONNECTIONS
 * connections, from MAIL_FROM; without SMTP_URL, each is written to the log, as the site's other
 * e-mails are.
 */
export function releaseTransport(payload: Payload, env: Record<string, string | undefined> = process.env): SendMail {
  const sender = mailSender(env)
  const from = { name: sender.name, address: sender.address }
  const url = env.SMTP_URL
  if (!url) {
    return async (mail) => {
      payload.logger.info({ msg: `E-mail (no SMTP_URL set) to ${mail.to}: ${mail.subject}` })
    }
  }
  if (pooled?.url !== url) {
    const connections = smtpConnections(env)
    const transporter = nodemailer.createTransport({ ...smtpOptions(url), pool: true, maxConnections: connections, maxMessages: Infinity })
    pooled = {
      url,
      send: async (mail) => {
        await transporter.sendMail({ from, ...mail })
      },
    }
  }
  return pooled.send
}
