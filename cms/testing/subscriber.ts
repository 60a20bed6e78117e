import { expect } from 'vitest'
import { Client, uniqueEmail } from './client'
import { linkIn, waitForMail } from './mailbox'

/** A confirmed subscriber of the site at `baseURL`, through its own flow (its mails land in `mailbox`); answers the address. */
export async function confirmedSubscriber(baseURL: string, mailbox: string, choice: { everyRelease: boolean; artists: number[] }): Promise<string> {
  const email = uniqueEmail('listener')
  expect((await new Client(baseURL).post('/api/newsletter/subscribe', { email, ...choice })).status).toBe(200)
  const token = linkIn(await waitForMail(mailbox, email, 'newsletter/confirm'), '/newsletter/confirm').searchParams.get('token')
  expect((await new Client(baseURL).post('/api/newsletter/confirm', { token })).status).toBe(200)
  return email
}
