import { siteUrl } from '@cms/lib/siteUrl'
import { ImageResponse } from 'next/og'
import { notFound } from 'next/navigation'
import { albumArtistName, DEFAULT_COVER } from '@site/lib/catalogue/defaults'
import { coverDataUrl } from '@site/lib/og/coverDataUrl'
import { drawableText } from '@site/lib/og/drawableText'
import { getAlbumPage } from '@site/lib/read/catalogue'

// The picture a shared album page previews with: its cover beside its title. The text is set in
// the font Next ships with ImageResponse, from this server: nothing is fetched from a font host,
// so what that font cannot draw is left out (drawableText).

export const alt = 'An album of Machine Soul: its cover and title'
export const size = { width: 1200, height: 630 }
export const contentType = 'image/png'

const COVER = 630

type Props = { params: Promise<{ slug: string }> }

export default async function AlbumShareImage({ params }: Props) {
  const { slug } = await params
  const page = await getAlbumPage(slug)
  if (!page) notFound()
  const { album } = page
  const cover = await coverDataUrl(album.coverImageUrl || DEFAULT_COVER, siteUrl(), COVER)
  const title = drawableText(album.title)
  const artist = drawableText(albumArtistName(album))
  return new ImageResponse(
    (
      <div style={{ display: 'flex', width: '100%', height: '100%', background: '#07070d', color: '#f5f5fa' }}>
        {cover && <img src={cover} width={COVER} height={COVER} alt="" />}
        <div style={{ display: 'flex', flexDirection: 'column', justifyContent: 'center', gap: 24, padding: 56, flex: 1 }}>
          <div style={{ fontSize: 28, color: '#67e8f9', letterSpacing: 4 }}>MACHINE SOUL</div>
          <div style={{ fontSize: title.length > 40 ? 48 : 64, lineHeight: 1.1 }}>{title}</div>
          {artist && <div style={{ fontSize: 32, color: '#b4b4c8' }}>{`by ${artist}`}</div>}
        </div>
      </div>
    ),
    size,
  )
}
