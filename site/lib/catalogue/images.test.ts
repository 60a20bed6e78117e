import { expect, it } from 'vitest'
import { IMAGE_WIDTHS, isOptimisable, optimisedImage, OPTIMISED_HOSTS } from './images'

it('optimises local files and the allowed hosts only', () => {
  expect(isOptimisable('/demo/covers/x.webp')).toBe(true)
  expect(isOptimisable('https://i.scdn.co/image/abc')).toBe(true)
  expect(isOptimisable('https://images.unsplash.com/photo')).toBe(true)
  expect(isOptimisable('https://example.com/x.jpg')).toBe(false)
  expect(isOptimisable('//example.com/x.jpg')).toBe(false)
  expect(isOptimisable('not a url')).toBe(false)
})

it('writes the optimiser URLs next/image writes, from the widths a vw size can use', () => {
  const image = optimisedImage('https://i.scdn.co/image/abc', '(min-width: 768px) 45vw, 100vw')
  const url = (width: number) => `/_next/image?url=https%3A%2F%2Fi.scdn.co%2Fimage%2Fabc&w=${width}&q=75`
  expect(image.src).toBe(url(3840))
  expect(image.srcSet?.split(', ')[0]).toBe(`${url(384)} 384w`)
  expect(image.srcSet?.split(', ')).toHaveLength(9)
})

it('offers every width for a fixed size, and no srcset where the optimiser may not fetch', () => {
  expect(optimisedImage('/demo/covers/x.webp', '44px').srcSet?.split(', ')).toHaveLength(15)
  expect(optimisedImage('https://example.com/x.jpg', '44px')).toEqual({ src: 'https://example.com/x.jpg' })
})

it('agrees with the image optimiser’s configuration', async () => {
  const { images } = (await import('../../next.config')).default
  expect(images?.deviceSizes).toEqual(IMAGE_WIDTHS.deviceSizes)
  expect(images?.imageSizes).toEqual(IMAGE_WIDTHS.imageSizes)
  expect(images?.remotePatterns?.map((pattern) => (pattern instanceof URL ? pattern.hostname : pattern.hostname))).toEqual(OPTIMISED_HOSTS)
})
