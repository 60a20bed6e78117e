import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { admin, answer, Client } from '../../testing/client'
import { COLLECTIVE_INBOX } from '../../testing/fixtures'
import { sharedSite } from '../../testing/sharedSite'

const body = (extra: Record<string, unknown> = {}) => ({
  name: 'Grace',
  email: 'grace@example.com',
  subject: 'Press enquiry',
  message: 'Could we interview the collective next week?',
  ...extra,
})

const stored = async () => (await answer((await admin()).get('/cms-api/contact-messages?limit=0'))).body.totalDocs as number

describe('POST /api/contact', () => {
  it('anyone may send a message, and it is kept', async () => {
    const before = await stored()
    const response = await answer(new Client().post('/api/contact', body()))
    expect(response.status).toBe(201)
    expect(await stored()).toBe(before + 1)
  })

  it('e-mails the message to the collective, replying to the sender', async () => {
    const subject = `Licensing ${Date.now()}`
    expect((await new Client().post('/api/contact', body({ subject }))).status).toBe(201)
    const mailbox = sharedSite().mailbox
    let mail: string | undefined
    for (let attempt = 0; attempt < 50 && !mail; attempt++) {
      mail = fs
        .readdirSync(mailbox)
        .map((file) => fs.readFileSync(path.join(mailbox, file), 'utf8'))
        .find((text) => text.includes(subject))
      if (!mail) await new Promise((resolve) => setTimeout(resolve, 100))
    }
    expect(mail).toBeDefined()
    expect(mail).toMatch(new RegExp(`^To: ${COLLECTIVE_INBOX}`, 'm'))
    expect(mail).toMatch(/^Reply-To: Grace <grace@example\.com>/m)
    expect(mail).toMatch(new RegExp(`^Subject: \\[Contact\\] ${subject}`, 'm'))
    expect(mail).toContain('Could we interview the collective next week?')
  })

  it.each([
    [{ name: 'G' }, 'Name must be at least 2 characters'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ subject: 'Hey' }, 'Subject must be at least 5 characters'],
    [{ message: 'Short' }, 'Message must be at least 10 characters'],
    [{ message: undefined }, 'Message must be at least 10 characters'],
  ])('refuses %j with the SPEC message and keeps nothing', async (extra, message) => {
    const before = await stored()
    const response = await answer(new Client().post('/api/contact', body(extra)))
    expect(response.status).toBe(400)
    expect(response.body.message).toBe(message)
    expect(await stored()).toBe(before)
  })
})
