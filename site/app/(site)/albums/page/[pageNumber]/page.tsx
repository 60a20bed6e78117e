import { AlbumsListing, albumsListingMetadata } from '@site/components/AlbumsListing/AlbumsListing'
import { listedPageRoute } from '@site/components/ListedPage/listedPageRoute'
import { buildCheckParams } from '@site/lib/build/buildCheckParams'
import { listedPage } from '@site/lib/pageNumber'
import { getAlbumsListPage, getAlbumsPage } from '@site/lib/read/catalogue'

/** Older albums, ALBUMS_PAGE_SIZE at a time; page 1 is /albums itself. */
const route = listedPageRoute((segment) => listedPage(segment, getAlbumsPage, getAlbumsListPage), albumsListingMetadata, AlbumsListing)

/** Pages are rendered on their first visit, then kept (the build has no database). */
export const generateStaticParams = () => buildCheckParams('pageNumber')
export const generateMetadata = route.generateMetadata
export default route.Page
