import { expect } from 'vitest'
import { Client, uniqueEmail } from './client'
import { linkIn, waitForMail } from './mailbox'
import { sharedSite } from './sharedSite'

type Site = { baseURL?: string; mailbox?: string }

/**
 * A confirmed subscriber through the site's own flow: subscribe, the mail, the confirm POST, on
 * the suite's site or on `site` (whose mails land in its `mailbox`). Answers its address.
 */
export async function confirmedSubscriber(
  body: { everyRelease: boolean; artists: number[] },
  email = uniqueEmail('listener'),
  { baseURL, mailbox = sharedSite().mailbox }: Site = {},
): Promise<string> {
  expect((await new Client(baseURL).post('/api/newsletter/subscribe', { email, ...body })).status).toBe(200)
  const token = linkIn(await waitForMail(mailbox, email, 'newsletter/confirm'), '/newsletter/confirm').searchParams.get('token')
  expect((await new Client(baseURL).post('/api/newsletter/confirm', { token })).status).toBe(200)
  return email
}

/** Waits (up to 60 s: release e-mails go out on the job runner's next turn) until `email` has a mail saying `including`. */
export const eventuallyMail = (email: string, including: string): Promise<string> => waitForMail(sharedSite().mailbox, email, including, 60_000)
