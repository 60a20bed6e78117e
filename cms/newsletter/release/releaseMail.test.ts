import { describe, expect, it } from 'vitest'
import { releaseMail } from './releaseMail'

const album = { title: 'Neon <Dreams>', artist: 'Nova & Co', slug: 'neon-dreams', description: 'Synths at dawn.', coverUrl: '/media/neon.png', spotifyUrl: 'https://open.spotify.com/album/x' }
const links = { album: 'https://ms.example/albums/neon-dreams', manage: 'https://ms.example/newsletter/manage?token=1.a', unsubscribe: 'https://ms.example/newsletter/manage?token=1.a' }

describe('releaseMail', () => {
  it('names album and artist in the subject, with both parts carrying the links', () => {
    const mail = releaseMail(album, links, 'https://ms.example')
    expect(mail.subject).toBe('New album: Neon <Dreams> by Nova & Co')
    for (const part of [mail.text, mail.html]) {
      expect(part).toContain(links.album)
      expect(part).toContain(links.manage)
      expect(part).toContain('https://open.spotify.com/album/x')
    }
    expect(mail.text).toContain('Synths at dawn.')
    expect(mail.html).toContain('Listen on Spotify')
  })

  it('escapes the album in HTML and makes the cover address absolute', () => {
    const mail = releaseMail(album, links, 'https://ms.example')
    expect(mail.html).toContain('Neon &lt;Dreams&gt;')
    expect(mail.html).not.toContain('<Dreams>')
    expect(mail.html).toContain('src="https://ms.example/media/neon.png"')
    expect(mail.html).toContain('alt="Cover of Neon &lt;Dreams&gt; by Nova &amp; Co"')
  })

  it('leaves out what the album lacks, and carries no tracking image', () => {
    const mail = releaseMail({ ...album, coverUrl: null, spotifyUrl: null, description: null }, links, 'https://ms.example')
    expect(mail.html).not.toContain('<img')
    expect(mail.html).not.toContain('Spotify')
    expect(mail.text).not.toContain('Spotify')
  })
})

describe('backoff', () => {
  it('waits 1, 2, 4 and 8 minutes between attempts', async () => {
    const { backoffMinutes } = await import('./deliveries')
    expect([1, 2, 3, 4].map(backoffMinutes)).toEqual([1, 2, 4, 8])
  })
})
