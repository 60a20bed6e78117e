import { expect, it } from 'vitest'
import { isOptimisable } from './images'

it('optimises local files and the allowed hosts only', () => {
  expect(isOptimisable('/demo/covers/x.webp')).toBe(true)
  expect(isOptimisable('https://i.scdn.co/image/abc')).toBe(true)
  expect(isOptimisable('https://images.unsplash.com/photo')).toBe(true)
  expect(isOptimisable('https://example.com/x.jpg')).toBe(false)
  expect(isOptimisable('//example.com/x.jpg')).toBe(false)
  expect(isOptimisable('not a url')).toBe(false)
})
