import { describe, expect, it } from 'vitest'
import { registerSchema } from './auth'
import { contactEmailSchema } from './contact'
import { subscribeSchema } from './newsletter'

const address = (localLength: number) => `${'a'.repeat(localLength)}@example.com`

describe('an e-mail address', () => {
  it('takes a part before the @ of up to 64 characters, and refuses a longer one, as mail servers do', () => {
    expect(contactEmailSchema.safeParse(address(64)).success).toBe(true)
    const refused = contactEmailSchema.safeParse(address(65))
    expect(refused.success).toBe(false)
    expect(refused.error?.issues[0]?.message).toBe('Please enter a valid email address')
  })

  it('is checked alike by sign-up and the newsletter', () => {
    const signUp = registerSchema.safeParse({ email: address(65), password: 'long enough password 1', firstName: 'A' })
    expect(signUp.error?.issues.map((issue) => issue.message)).toContain('Please enter a valid email address')
    expect(subscribeSchema.safeParse({ email: address(65), everyRelease: true }).success).toBe(false)
    expect(subscribeSchema.safeParse({ email: address(64), everyRelease: true }).success).toBe(true)
  })

  it('names the address in its message when the value is no text at all', () => {
    expect(contactEmailSchema.safeParse(42).error?.issues[0]?.message).toBe('Please enter a valid email address')
  })
})
