import { expect, it } from 'vitest'
import { IMAGE_WIDTHS, isOptimisable, optimisedImage, OPTIMISED_HOSTS, OPTIMISED_PATHS } from './images'

it('optimises local files and the allowed hosts only', () => {
  expect(isOptimisable('/demo/covers/x.webp')).toBe(true)
  expect(isOptimisable('https://i.scdn.co/image/abc')).toBe(true)
  expect(isOptimisable('https://images.unsplash.com/photo')).toBe(true)
  expect(isOptimisable('https://example.com/x.jpg')).toBe(false)
  expect(isOptimisable('//example.com/x.jpg')).toBe(false)
  expect(isOptimisable('not a url')).toBe(false)
  expect(isOptimisable('/cms-api/media/file/cover.webp')).toBe(true)
  expect(isOptimisable('/api/logout')).toBe(false)
})

it('writes the optimiser URLs next/image writes, from the widths a vw size can use', () => {
  const image = optimisedImage('https://i.scdn.co/image/abc', '(min-width: 768px) 45vw, 100vw')
  const url = (width: number) => `/_next/image?url=https%3A%2F%2Fi.scdn.co%2Fimage%2Fabc&w=${width}&q=75`
  expect(image.src).toBe(url(1920))
  expect(image.srcSet?.split(', ')[0]).toBe(`${url(384)} 384w`)
  expect(image.srcSet?.split(', ')).toHaveLength(6)
})

it('offers a fixed size the widths up to three times its own, and no srcset where the optimiser may not fetch', () => {
  const widths = (sizes: string) => optimisedImage('/demo/covers/x.webp', sizes).srcSet?.split(', ').map((entry) => entry.split(' ')[1])
  expect(widths('44px')).toEqual(['64w', '96w', '128w', '256w'])
  expect(widths('80px')).toEqual(['64w', '96w', '128w', '256w'])
  expect(widths('(min-width: 768px) 200px, 120px')).toEqual(['64w', '96w', '128w', '256w', '384w', '640w'])
  expect(widths('2000px')).toHaveLength(10)
  expect(optimisedImage('https://example.com/x.jpg', '44px')).toEqual({ src: 'https://example.com/x.jpg' })
})

it('agrees with the image optimiser’s configuration', async () => {
  const { images } = (await import('../../next.config')).default
  expect(images?.deviceSizes).toEqual(IMAGE_WIDTHS.deviceSizes)
  expect(images?.imageSizes).toEqual(IMAGE_WIDTHS.imageSizes)
  expect(images?.remotePatterns?.map((pattern) => (pattern instanceof URL ? pattern.hostname : pattern.hostname))).toEqual(OPTIMISED_HOSTS)
  expect(images?.localPatterns?.map((pattern) => pattern.pathname)).toEqual(OPTIMISED_PATHS.map((path) => `${path}**`))
})
