import fs from 'node:fs'
import net from 'node:net'
import path from 'node:path'
import type { AddressInfo } from 'node:net'

/** Where a test lists the addresses the fake server refuses, one empty file named for each. */
const refusedDir = (mailbox: string) => `${mailbox}-refused`

/** From now on the fake server refuses mail to `address` for good (550), as for an unknown mailbox. */
export function refuseMailTo(mailbox: string, address: string): void {
  fs.mkdirSync(refusedDir(mailbox), { recursive: true })
  fs.writeFileSync(path.join(refusedDir(mailbox), address.toLowerCase()), '')
}

/** The fake server takes mail to `address` again. */
export const acceptMailTo = (mailbox: string, address: string) => fs.rmSync(path.join(refusedDir(mailbox), address.toLowerCase()), { force: true })

/**
 * A minimal SMTP server on 127.0.0.1 for the tests: it accepts every message and writes each one
 * as a .eml file into `mailbox`, where a test can read what the site sent. A recipient a test has
 * refused for good (refuseMailTo, from any process) is answered 550, as an unknown mailbox; one
 * for whom `refuse` answers true is turned away as a busy server does (451), so that the send fails.
 */
export async function startFakeSmtp(mailbox: string, refuse: (recipient: string) => boolean = () => false): Promise<{ url: string; close: () => Promise<void> }> {
  fs.mkdirSync(mailbox, { recursive: true })
  let count = 0
  const refused = (rcpt: string) => {
    const address = /<([^>]*)>/.exec(rcpt)?.[1]?.toLowerCase()
    return Boolean(address && !address.includes('/') && fs.existsSync(path.join(refusedDir(mailbox), address)))
  }
  const server = net.createServer((socket) => {
    let data: string | null = null
    let buffer = ''
    socket.write('220 fake-smtp ready\r\n')
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8')
      if (data !== null) {
        const end = buffer.indexOf('\r\n.\r\n')
        if (end === -1) return
        fs.writeFileSync(path.join(mailbox, `${Date.now()}-${++count}.eml`), buffer.slice(0, end))
        buffer = buffer.slice(end + 5)
        data = null
        socket.write('250 queued\r\n')
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
    close: () =>
      new Promise((resolve) =>
        server.close(() => {
          fs.rmSync(refusedDir(mailbox), { recursive: true, force: true })
          resolve()
        }),
      ),
  }
}
