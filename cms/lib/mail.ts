import nodemailer, { type Transporter } from 'nodemailer'
import { siteUrl } from './siteUrl'

export type Sender = { name: string; address: string }

/**
 * Who the site's e-mails come from: MAIL_FROM ("Name <address>" or an address), else the
 * collective's inbox, else no-reply at the site's host.
 */
export function mailSender(env: Record<string, string | undefined> = process.env): Sender {
  const configured = env.MAIL_FROM?.trim()
  const named = configured && /^(.*?)\s*<([^<>\s]+@[^<>\s]+)>$/.exec(configured)
  if (named) return { name: named[1]!.replace(/^"|"$/g, '') || 'Machine Soul', address: named[2]! }
  if (configured) return { name: 'Machine Soul', address: configured }
  return { name: 'Machine Soul', address: env.CONTACT_EMAIL_TO || `no-reply@${new URL(siteUrl()).hostname}` }
}

export type MailSettings = { url: string; from: string; to: string }

/** SMTP_URL (smtp[s]://user:pass@host:port) and CONTACT_EMAIL_TO turn the contact e-mails on. */
export function mailSettings(env: Record<string, string | undefined> = process.env): MailSettings | null {
  if (!env.SMTP_URL || !env.CONTACT_EMAIL_TO) return null
  const sender = mailSender(env)
  return { url: env.SMTP_URL, to: env.CONTACT_EMAIL_TO, from: `${sender.name} <${sender.address}>` }
}

/** How SMTP_URL (smtp[s]://user:pass@host:port) is reached, for every transport of the site. */
export function smtpOptions(url: string) {
  const parsed = new URL(url)
  const secure = parsed.protocol === 'smtps:'
  return {
    host: parsed.hostname,
    port: Number(parsed.port) || (secure ? 465 : 587),
    secure,
    auth: parsed.username ? { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) } : undefined,
    // Short timeouts: a slow mail server must not keep connections open for long.
    connectionTimeout: 5000,
    greetingTimeout: 5000,
    socketTimeout: 10_000,
  }
}

let transport: { url: string; transporter: Transporter } | null = null

export function mailer(url: string): Transporter {
  if (transport?.url !== url) transport = { url, transporter: nodemailer.createTransport(smtpOptions(url)) }
  return transport.transporter
}
