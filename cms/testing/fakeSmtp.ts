import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import type { AddressInfo } from 'node:net'

/** Where a test lists the addresses the fake server refuses, one empty file named for each. */
const refusedDir = (mailbox: string) => `${mailbox}-refused`
/** While this file exists, the server holds messages from the count of mails it names on (holdMail). */
const holdFile = (mailbox: string) => `${mailbox}-hold`
/** How many messages the server holds unanswered now, and has dropped, written by the server for the test. */
const heldFile = (mailbox: string) => `${mailbox}-held`

/** From now on the fake server refuses mail to `address` for good (550), as for an unknown mailbox. */
export function refuseMailTo(mailbox: string, address: string): void {
  fs.mkdirSync(refusedDir(mailbox), { recursive: true })
  fs.writeFileSync(path.join(refusedDir(mailbox), address.toLowerCase()), '')
}

/** The fake server takes mail to `address` again. */
export const acceptMailTo = (mailbox: string, address: string) => fs.rmSync(path.join(refusedDir(mailbox), address.toLowerCase()), { force: true })

const mailCount = (mailbox: string) => fs.readdirSync(mailbox).length

/**
 * The fake server accepts `after` more messages, then holds each further one unanswered, as a
 * server that has not taken it yet, until releaseMail: a held message whose sender goes away
 * (kill -9) is never delivered.
 */
export const holdMail = (mailbox: string, after: number) => fs.writeFileSync(holdFile(mailbox), String(mailCount(mailbox) + after))

/** How many messages the fake server holds unanswered now, and how many it dropped as their sender went away. */
export function heldMail(mailbox: string): { held: number; dropped: number } {
  const [held = 0, dropped = 0] = fs.existsSync(heldFile(mailbox)) ? fs.readFileSync(heldFile(mailbox), 'utf8').split(' ').map(Number) : []
  return { held, dropped }
}

/** The fake server answers the messages it holds (those whose sender is still there) and holds no more. */
export const releaseMail = (mailbox: string) => fs.rmSync(holdFile(mailbox), { force: true })

/** What the server has seen: messages accepted, connections open now and at most at once. */
export type SmtpStats = { accepted: number; open: number; peakOpen: number }

/**
 * A minimal SMTP server on 127.0.0.1 for the tests and benches: it accepts every message and
 * writes each one as a .eml file into `mailbox`, where a test can read what the site sent. A
 * recipient a test has refused for good (refuseMailTo, from any process) is answered 550, as an
 * unknown mailbox; one for whom `refuse` answers true is turned away as a busy server does (451).
 */
export async function startFakeSmtp(
  mailbox: string,
  refuse: (recipient: string) => boolean = () => false,
): Promise<{ url: string; stats: SmtpStats; close: () => Promise<void> }> {
  fs.mkdirSync(mailbox, { recursive: true })
  const stats: SmtpStats = { accepted: 0, open: 0, peakOpen: 0 }
  const hold = { held: 0, dropped: 0 }
  const noteHeld = (held: number, dropped = 0) => {
    hold.held += held
    hold.dropped += dropped
    fs.writeFileSync(heldFile(mailbox), `${hold.held} ${hold.dropped}`)
  }
  const holding = () => {
    // Read, not checked then read: the test removes the file (releaseMail) whenever it likes, and
    // an ENOENT thrown in a held message's timer once took this server, and a cluster run, down.
    let from: string
    try {
      from = fs.readFileSync(holdFile(mailbox), 'utf8')
    } catch {
      return false
    }
    return mailCount(mailbox) >= Number(from)
  }
  const refused = (rcpt: string) => {
    const address = /<([^>]*)>/.exec(rcpt)?.[1]?.toLowerCase()
    return Boolean(address && !address.includes('/') && fs.existsSync(path.join(refusedDir(mailbox), address)))
  }
  const server = net.createServer((socket) => {
    stats.peakOpen = Math.max(stats.peakOpen, ++stats.open)
    socket.on('close', () => stats.open--)
    // A sender killed mid-conversation resets the connection: nothing to report.
    socket.on('error', () => undefined)
    const accept = (message: string) => {
      fs.writeFileSync(path.join(mailbox, `${Date.now()}-${++stats.accepted}.eml`), message)
      socket.write('250 queued\r\n')
    }
    const keep = (message: string) => {
      noteHeld(1)
      const poll = setInterval(() => {
        if (!socket.destroyed && holding()) return
        clearInterval(poll)
        noteHeld(-1, socket.destroyed ? 1 : 0)
        if (!socket.destroyed) accept(message)
      }, 20)
    }
    let data: string | null = null
    let buffer = ''
    socket.write('220 fake-smtp ready\r\n')
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8')
      if (data !== null) {
        const end = buffer.indexOf('\r\n.\r\n')
        if (end === -1) return
        const message = buffer.slice(0, end)
        if (holding()) keep(message)
        else accept(message)
        buffer = buffer.slice(end + 5)
        data = null
      }
      let newline: number
      while (data === null && (newline = buffer.indexOf('\r\n')) !== -1) {
        const line = buffer.slice(0, newline)
        buffer = buffer.slice(newline + 2)
        const verb = line.slice(0, 4).toUpperCase()
        if (verb === 'EHLO' || verb === 'HELO') socket.write('250 fake-smtp\r\n')
        else if (verb === 'RCPT' && refuse(/<([^>]*)>/.exec(line)?.[1] ?? '')) socket.write('451 4.3.0 try again later\r\n')
        else if (verb === 'DATA') {
          data = ''
          socket.write('354 go ahead\r\n')
        } else if (verb === 'QUIT') socket.end('221 bye\r\n')
        else if (verb === 'RCPT' && refused(line)) socket.write('550 no such mailbox\r\n')
        else socket.write('250 ok\r\n')
      }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `smtp://127.0.0.1:${port}`,
    stats,
    close: () =>
      new Promise((resolve) =>
        server.close(() => {
          for (const leftover of [refusedDir(mailbox), holdFile(mailbox), heldFile(mailbox)]) fs.rmSync(leftover, { recursive: true, force: true })
          resolve()
        }),
      ),
  }
}
