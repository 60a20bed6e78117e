import { BlogListing, blogListingMetadata } from '@site/components/BlogListing/BlogListing'
import { listedPageRoute } from '@site/components/ListedPage/listedPageRoute'
import { buildCheckParams } from '@site/lib/build/buildCheckParams'
import { listedPage } from '@site/lib/pageNumber'
import { getBlogPage } from '@site/lib/read/blog'

/** Older articles, BLOG_PAGE_SIZE at a time; page 1 is /blog itself. */
const route = listedPageRoute((segment) => listedPage(segment, () => getBlogPage(1), getBlogPage), blogListingMetadata, BlogListing)

/** Pages are rendered on their first visit, then kept (the build has no database). */
export const generateStaticParams = () => buildCheckParams('pageNumber')
export const generateMetadata = route.generateMetadata
export default route.Page
