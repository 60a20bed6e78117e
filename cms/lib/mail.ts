import nodemailer, { type Transporter } from 'nodemailer'

export type MailSettings = { url: string; from: string; to: string }

/** SMTP_URL (smtp[s]://user:pass@host:port) and CONTACT_EMAIL_TO turn mail on; MAIL_FROM names the sender. */
export function mailSettings(env: Record<string, string | undefined> = process.env): MailSettings | null {
  if (!env.SMTP_URL || !env.CONTACT_EMAIL_TO) return null
  return { url: env.SMTP_URL, to: env.CONTACT_EMAIL_TO, from: env.MAIL_FROM || `Machine Soul <${env.CONTACT_EMAIL_TO}>` }
}

let transport: { url: string; transporter: Transporter } | null = null

export function mailer(url: string): Transporter {
  if (transport?.url !== url) {
    const parsed = new URL(url)
    const secure = parsed.protocol === 'smtps:'
    const transporter = nodemailer.createTransport({
      host: parsed.hostname,
      port: Number(parsed.port) || (secure ? 465 : 587),
      secure,
      auth: parsed.username ? { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) } : undefined,
      // Short timeouts: a slow mail server must not keep connections open for long.
      connectionTimeout: 5000,
      greetingTimeout: 5000,
      socketTimeout: 10_000,
    })
    transport = { url, transporter }
  }
  return transport.transporter
}
