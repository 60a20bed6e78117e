import { expect, inject } from 'vitest'
import { Client, uniqueEmail } from './client'
import { linkIn, mailsTo, waitForMail } from './mailbox'

/** A confirmed subscriber through the site's own flow: subscribe, the mail, the confirm POST. Answers its address. */
export async function confirmedSubscriber(body: { everyRelease: boolean; artists: number[] }, email = uniqueEmail('listener')): Promise<string> {
  expect((await new Client().post('/api/newsletter/subscribe', { email, ...body })).status).toBe(200)
  const token = linkIn(await waitForMail(inject('mailbox'), email, 'newsletter/confirm'), '/newsletter/confirm').searchParams.get('token')
  expect((await new Client().post('/api/newsletter/confirm', { token })).status).toBe(200)
  return email
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** Waits (up to 60 s: release e-mails go out on the job runner's next turn) until `email` has a mail saying `including`. */
export async function eventuallyMail(email: string, including: string): Promise<string> {
  for (let attempt = 0; attempt < 120; attempt++) {
    const found = mailsTo(inject('mailbox'), email).find((mail) => mail.includes(including))
    if (found) return found
    await pause(500)
  }
  throw new Error(`No mail to ${email} with ${including}`)
}
