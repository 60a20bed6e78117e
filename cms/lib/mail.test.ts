import { describe, expect, it } from 'vitest'
import { mailSender, mailSettings } from './mail'

describe('mailSender', () => {
  it('reads "Name <address>" or a bare address from MAIL_FROM', () => {
    expect(mailSender({ MAIL_FROM: 'Machine Soul <no-reply@ms.example>' })).toEqual({ name: 'Machine Soul', address: 'no-reply@ms.example' })
    expect(mailSender({ MAIL_FROM: '"The Collective" <c@ms.example>' })).toEqual({ name: 'The Collective', address: 'c@ms.example' })
    expect(mailSender({ MAIL_FROM: 'c@ms.example' })).toEqual({ name: 'Machine Soul', address: 'c@ms.example' })
  })
  it("falls back to the collective's inbox", () => {
    expect(mailSender({ CONTACT_EMAIL_TO: 'hello@ms.example' }).address).toBe('hello@ms.example')
  })
})

describe('mailSettings', () => {
  it('needs both SMTP_URL and CONTACT_EMAIL_TO for the contact e-mails', () => {
    expect(mailSettings({ SMTP_URL: 'smtp://127.0.0.1:2525' })).toBeNull()
    expect(mailSettings({ SMTP_URL: 'smtp://127.0.0.1:2525', CONTACT_EMAIL_TO: 'hello@ms.example' })).toEqual({
      url: 'smtp://127.0.0.1:2525',
      to: 'hello@ms.example',
      from: 'Machine Soul <hello@ms.example>',
    })
  })
})
