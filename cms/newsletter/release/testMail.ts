import type { PayloadRequest } from 'payload'
import type { Album } from '../../payload-types'
import { siteUrl } from '../../lib/siteUrl'
import { albumLink } from '../links'
import { releaseMail } from './releaseMail'
import { releaseTransport } from './transport'

/**
 * An admin's "Send a test to me": the album's release e-mail, as its fans get it, to the signed-in
 * admin's own address only. No delivery row is made and the album's record is not touched, so the
 * release still goes out once to everyone. The admin is no subscriber: the manage and
 * unsubscribe links lead to the manage page without a token.
 */
export async function sendTestMail(req: PayloadRequest & { user: { email: string } }, album: Album): Promise<void> {
  const artist = typeof album.artist === 'object' ? album.artist.name : ''
  const origin = siteUrl()
  const manage = `${origin}/newsletter/manage`
  const mail = releaseMail(
    { title: album.title, artist, slug: album.slug, description: album.description ?? null, coverUrl: album.coverImageUrl ?? null, spotifyUrl: album.spotifyUrl ?? null },
    { album: albumLink(album.slug), manage, unsubscribe: manage },
    origin,
  )
  await releaseTransport(req.payload)({ to: req.user.email, ...mail, headers: {} })
}
