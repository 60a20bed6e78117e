import type { Payload } from 'payload'
import { describe, expect, it, vi } from 'vitest'
import { payloadEmail } from './payloadEmail'

describe('payloadEmail', () => {
  it('logs an e-mail the mail server would not take, instead of failing the request that sent it', async () => {
    const error = vi.fn()
    const adapter = await payloadEmail({ SMTP_URL: 'smtp://127.0.0.1:1', SITE_URL: 'http://localhost:3000' })
    const email = adapter({ payload: { logger: { error } } as unknown as Payload })
    await expect(email.sendEmail({ to: 'ada@example.com', subject: 'Reset your password', html: '<p>x</p>' })).resolves.toBeUndefined()
    expect(error).toHaveBeenCalledWith({ msg: expect.stringMatching(/^E-mail to ada@example\.com \(Reset your password\) was not sent: .*ECONNREFUSED/) })
  })
})
