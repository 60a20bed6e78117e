import { siteUrl } from '@cms/lib/siteUrl'
import { albumPath } from '@site/lib/catalogue/albumPath'
import { albumArtistName, DEFAULT_ALBUM_DESCRIPTION } from '@site/lib/catalogue/defaults'
import { RELEASES_FEED } from '@site/lib/catalogue/releasesFeed'
import { buildRss } from '@site/lib/blog/rss'
import { absoluteUrl } from '@site/lib/jsonLd'
import { getAlbumsPage } from '@site/lib/read/catalogue'

// Cached with the albums it lists (the read layer's tags and the next release's moment): a
// release shows in the feed the moment it is out.

/** GET /albums/rss.xml: the latest releases as RSS 2.0, newest first. */
export async function GET(): Promise<Response> {
  const origin = siteUrl()
  const { albums } = await getAlbumsPage()
  const xml = buildRss({
    title: RELEASES_FEED.title,
    link: absoluteUrl('/albums', origin),
    description: 'A new AI-generated album from the Machine Soul collective every Monday.',
    selfLink: absoluteUrl(RELEASES_FEED.url, origin),
    items: albums.map((album) => ({
      title: `${album.title} by ${album.artist?.name || albumArtistName(album)}`,
      link: absoluteUrl(albumPath(album), origin),
      description: album.description?.trim() || DEFAULT_ALBUM_DESCRIPTION,
      publishedAt: album.releaseDate,
    })),
  })
  return new Response(xml, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } })
}
