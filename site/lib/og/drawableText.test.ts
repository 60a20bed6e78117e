import { createElement } from 'react'
import { ImageResponse } from 'next/og'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { drawableText } from './drawableText'

describe('drawableText', () => {
  it('keeps Latin, its accents, Cyrillic and typographic punctuation', () => {
    expect(drawableText('Björk’s “Żółw” – Ночь… €5™')).toBe('Björk’s “Żółw” – Ночь… €5™')
  })

  it('leaves out emoji, CJK and direction marks, closing up the spaces', () => {
    expect(drawableText('Plain title one emoji 🎵')).toBe('Plain title one emoji')
    expect(drawableText('DJ 🔥 夜 \u202Eback')).toBe('DJ back')
    expect(drawableText('🎵🎵')).toBe('')
  })
})

describe("Next's ImageResponse, with what drawableText keeps", () => {
  const outside: string[] = []
  const realFetch = globalThis.fetch
  // ImageResponse reads its own font and engine through fetch as data: URLs; anything else goes out.
  const recordOutside = () => {
    globalThis.fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input)
      if (url.startsWith('data:')) return realFetch(input, init)
      outside.push(url)
      throw new Error(`No outside call: ${url}`)
    }) as typeof fetch
  }
  afterEach(() => {
    globalThis.fetch = realFetch
    outside.length = 0
  })
  const draw = (text: string) => new ImageResponse(createElement('div', { style: { display: 'flex', flexWrap: 'wrap' } }, text), { width: 1200, height: 630 }).arrayBuffer()

  // Fails when an upgrade of Next changes the font its share images are drawn in.
  it('draws every character drawableText keeps without an outside call', async () => {
    recordOutside()
    const every = Array.from({ length: 0x2200 }, (_, code) => String.fromCharCode(code)).join('')
    const kept = drawableText(every)
    expect(kept.length).toBeGreaterThan(400)
    expect((await draw(kept)).byteLength).toBeGreaterThan(1000)
    expect(outside).toEqual([])
  })

  it('calls out for an emoji: why the rest is left out', async () => {
    recordOutside()
    await draw('🎵').catch(() => undefined)
    expect(outside.length).toBeGreaterThan(0)
  })
})
