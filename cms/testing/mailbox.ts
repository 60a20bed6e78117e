import fs from 'node:fs'
import path from 'node:path'

const unquoted = (text: string) => text.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))

/**
 * A mail as the fake SMTP server stored it, with quoted-printable soft breaks and escapes undone in
 * its body. Its headers stay as sent: a header's `token=12.…` is no escape.
 */
function decoded(raw: string): string {
  const end = raw.search(/\r?\n\r?\n/)
  return end < 0 ? raw : raw.slice(0, end) + unquoted(raw.slice(end))
}

/** Waits (up to `timeoutMs`, 5 s unless told) for a mail in `mailbox` to `to` that contains `including`, and returns it decoded. */
export async function waitForMail(mailbox: string, to: string, including = '', timeoutMs = 5000): Promise<string> {
  for (let attempt = 0; attempt < timeoutMs / 100; attempt++) {
    const found = fs
      .readdirSync(mailbox)
      .sort()
      .reverse()
      .map((file) => decoded(fs.readFileSync(path.join(mailbox, file), 'utf8')))
      .find((mail) => new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi').test(mail) && mail.includes(including))
    if (found) return found
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`No mail to ${to} arrived`)
}

/** The password-reset link in a mail. */
export function resetLinkIn(mail: string): URL {
  const href = /href="([^"]*\/reset-password\?token=[^"]+)"/.exec(mail)?.[1]
  if (!href) throw new Error('The mail holds no reset link')
  return new URL(href.replace(/&amp;/g, '&'))
}

/** Every mail in `mailbox` to `to` so far, decoded, oldest first. */
export function mailsTo(mailbox: string, to: string): string[] {
  const recipient = new RegExp(`^To: .*${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'mi')
  return fs
    .readdirSync(mailbox)
    .sort()
    .map((file) => decoded(fs.readFileSync(path.join(mailbox, file), 'utf8')))
    .filter((mail) => recipient.test(mail))
}

/** The first link to `pathname` in a mail's HTML part. */
export function linkIn(mail: string, pathname: string): URL {
  const href = new RegExp(`href="([^"]*${pathname}\\?token=[^"]+)"`).exec(mail)?.[1]
  if (!href) throw new Error(`The mail holds no ${pathname} link`)
  return new URL(href.replace(/&amp;/g, '&'))
}
