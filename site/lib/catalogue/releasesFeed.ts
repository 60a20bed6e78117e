import type { Feed } from '../blog/feed'

/** GET /albums/rss.xml: the latest releases, which /albums points feed readers to. */
export const RELEASES_FEED: Feed = { url: '/albums/rss.xml', title: 'Machine Soul releases' }
