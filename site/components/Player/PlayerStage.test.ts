import { createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { PlayerStage } from './PlayerStage'
import type { PlayerAlbum } from './types'

const album = (spotifyUrl: string | null): PlayerAlbum => ({
  id: 7,
  title: 'Segfault Lullabies',
  featuredArtist: null,
  coverImageUrl: null,
  spotifyUrl,
})

const render = (spotifyUrl: string | null, playing = true) =>
  renderToStaticMarkup(createElement(PlayerStage, { album: album(spotifyUrl), playing }))

describe('PlayerStage', () => {
  it('embeds an album link while playing', () => {
    const html = render('https://open.spotify.com/album/abc123')
    expect(html).toContain('<iframe')
    expect(html).toContain('src="https://open.spotify.com/embed/album/abc123"')
    expect(html).toContain('height="152"')
    expect(html).toContain('title="Spotify player: Segfault Lullabies"')
  })

  it('removes the embed while paused', () => {
    const html = render('https://open.spotify.com/album/abc123', false)
    expect(html).not.toContain('<iframe')
    expect(html).toContain('Paused')
  })

  it('shows no embed, but a link out, for a link without an album segment', () => {
    const html = render('https://open.spotify.com/artist/abc')
    expect(html).not.toContain('<iframe')
    expect(html).toContain('href="https://open.spotify.com/artist/abc"')
    expect(html).toContain('Open in Spotify')
  })

  it('says so when the album has no Spotify link', () => {
    const html = render(null)
    expect(html).not.toContain('<iframe')
    expect(html).not.toContain('<a ')
    expect(html).toContain('not on Spotify yet')
  })
})
