import type { Payload } from 'payload'
import { describe, expect, it } from 'vitest'
import { payloadEmail } from './payloadEmail'

describe('payloadEmail', () => {
  it('fails a send the mail server would not take, so the job that sends it tries again', async () => {
    const adapter = await payloadEmail({ SMTP_URL: 'smtp://127.0.0.1:1', SITE_URL: 'http://localhost:3000' })
    const email = adapter({ payload: {} as Payload })
    await expect(email.sendEmail({ to: 'ada@example.com', subject: 'Reset your password', html: '<p>x</p>' })).rejects.toThrow(/ECONNREFUSED/)
  })
})
