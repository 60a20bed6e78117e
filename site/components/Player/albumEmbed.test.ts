import { describe, expect, it } from 'vitest'
import { albumEmbed } from './albumEmbed'

describe('albumEmbed', () => {
  it('embeds a web album link', () => {
    expect(albumEmbed('https://open.spotify.com/album/4aawyAB9vmqN3uQ7FjRGTy')).toEqual({
      kind: 'embed',
      src: 'https://open.spotify.com/embed/album/4aawyAB9vmqN3uQ7FjRGTy',
    })
  })

  it('embeds a spotify:album URI', () => {
    expect(albumEmbed('spotify:album:abc123')).toEqual({ kind: 'embed', src: 'https://open.spotify.com/embed/album/abc123' })
  })

  it('offers only a link out for a link without an album segment', () => {
    expect(albumEmbed('https://open.spotify.com/artist/abc')).toEqual({ kind: 'link', href: 'https://open.spotify.com/artist/abc' })
  })

  it('offers only a link out for an album id that is not alphanumeric', () => {
    expect(albumEmbed('https://open.spotify.com/album/abc-123')).toEqual({ kind: 'link', href: 'https://open.spotify.com/album/abc-123' })
  })

  it('offers nothing without a link, or for a link that is not a web address', () => {
    expect(albumEmbed(null)).toEqual({ kind: 'none' })
    expect(albumEmbed('  ')).toEqual({ kind: 'none' })
    expect(albumEmbed('javascript:alert(1)')).toEqual({ kind: 'none' })
    expect(albumEmbed('spotify:artist:abc')).toEqual({ kind: 'none' })
  })
})
