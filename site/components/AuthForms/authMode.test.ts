import { describe, expect, it } from 'vitest'
import { authModeHref, authModeOf } from './authMode'

describe('the sign-in page tab an address asks for', () => {
  it('opens creating an account only for mode=register, signing in for anything else', () => {
    expect(authModeOf('register')).toBe('register')
    for (const value of [undefined, '', 'signIn', 'REGISTER', ['register'], 'register\0', 42]) expect(authModeOf(value)).toBe('signIn')
  })

  it('links each tab with where the visitor returns to, and nothing more', () => {
    expect(authModeHref('/', 'signIn')).toBe('/login')
    expect(authModeHref('/', 'register')).toBe('/login?mode=register')
    expect(authModeHref('/blog/a post#comments', 'register')).toBe('/login?next=%2Fblog%2Fa+post%23comments&mode=register')
    expect(authModeHref('/about', 'signIn')).toBe('/login?next=%2Fabout')
  })
})
