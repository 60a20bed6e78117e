import { describe, expect, it } from 'vitest'
import { isPublicRestRoute } from './restAccess'

describe('isPublicRestRoute', () => {
  it.each([
    ['POST', 'users/login'],
    ['POST', 'users/logout'],
    ['POST', 'users/refresh-token'],
    ['POST', 'users/forgot-password'],
    ['POST', 'users/reset-password'],
    ['GET', 'users/me'],
    ['GET', 'media/file/cover.png'],
    ['GET', 'avatars/file/0a1b2c.webp'],
    // Checks the command's key itself (expireCacheForCommands.ts).
    ['POST', 'cache/expire'],
  ])('%s /cms-api/%s is open to anyone', (method, path) => expect(isPublicRestRoute(method, path.split('/'))).toBe(true))

  it.each([
    ['GET', 'users'],
    ['GET', 'users/1'],
    ['GET', 'users/login'],
    ['POST', 'users'],
    ['POST', 'users/verify/x'],
    ['POST', 'users/first-register'],
    ['GET', 'albums'],
    ['POST', 'comments'],
    ['DELETE', 'payload-preferences/x'],
    ['GET', 'media/file/a/../../users'],
    ['GET', 'media'],
    ['GET', 'avatars'],
    ['POST', 'avatars'],
    ['GET', 'cache/expire'],
    ['POST', 'cache/expire/x'],
    ['POST', 'cache'],
  ])('%s /cms-api/%s is for admins', (method, path) => expect(isPublicRestRoute(method, path.split('/'))).toBe(false))
})
