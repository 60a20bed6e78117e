import { expect, it } from 'vitest'
import * as coverSizes from '../../styles/coverSizes'
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

it('writes the optimiser URLs next/image writes, from the narrowest the frame is shown to the widest there is', () => {
  const image = optimisedImage('https://i.scdn.co/image/abc', '(min-width: 768px) 45vw, 100vw')
  const url = (width: number) => `/_next/image?url=https%3A%2F%2Fi.scdn.co%2Fimage%2Fabc&w=${width}&q=75`
  expect(image.src).toBe(url(1920))
  // 100vw on a 320 px screen: 384 is the first width that fills it.
  expect(image.srcSet?.split(', ')[0]).toBe(`${url(384)} 384w`)
  expect(image.srcSet?.split(', ')).toHaveLength(6)
})

const widths = (sizes: string) => optimisedImage('/demo/covers/x.webp', sizes).srcSet?.split(', ').map((entry) => entry.split(' ')[1])

it('reads each length at the narrowest screen it applies to, calc(vw ± px) too', () => {
  // 248px on a wide screen is the narrowest: the 256 px picture is the first that fills it.
  expect(widths('(min-width: 1264px) 248px, (min-width: 820px) calc(32vw - 56px), calc(96vw - 53px)')).toEqual(['256w', '384w', '640w', '828w', '1080w', '1200w', '1920w'])
  // calc(96vw - 19px) on a 320 px screen is 288 px; 38.4vw - 18px at 768 px is 277 px.
  expect(widths('(min-width: 768px) calc(38.4vw - 18px), calc(96vw - 19px)')).toEqual(['384w', '640w', '828w', '1080w', '1200w', '1920w'])
  expect(widths('calc(50vw + 200px)')).toEqual(['384w', '640w', '828w', '1080w', '1200w', '1920w'])
})

it('offers a fixed size the widths that fill it, up to three times its own, and no srcset where the optimiser may not fetch', () => {
  expect(widths('44px')).toEqual(['64w', '96w', '128w', '256w'])
  expect(widths('80px')).toEqual(['96w', '128w', '256w'])
  expect(widths('(min-width: 768px) 200px, 120px')).toEqual(['128w', '256w', '384w', '640w'])
  expect(widths('2000px')).toEqual(['1920w'])
  expect(optimisedImage('https://example.com/x.jpg', '44px')).toEqual({ src: 'https://example.com/x.jpg' })
})

it('offers every width for a hint it cannot read, and reads every cover hint the site writes', () => {
  expect(widths('min(50vw, 300px)')).toHaveLength(10)
  // None of the covers is shown narrower than 206 px: none needs the 64 to 128 px pictures.
  for (const sizes of Object.values(coverSizes)) expect(widths(sizes)?.[0]).toMatch(/^(256|384)w$/)
})

it('agrees with the image optimiser’s configuration', async () => {
  const { images } = (await import('../../next.config')).default
  expect(images?.deviceSizes).toEqual(IMAGE_WIDTHS.deviceSizes)
  expect(images?.imageSizes).toEqual(IMAGE_WIDTHS.imageSizes)
  expect(images?.remotePatterns?.map((pattern) => (pattern instanceof URL ? pattern.hostname : pattern.hostname))).toEqual(OPTIMISED_HOSTS)
  expect(images?.localPatterns?.map((pattern) => pattern.pathname)).toEqual(OPTIMISED_PATHS.map((path) => `${path}**`))
})
