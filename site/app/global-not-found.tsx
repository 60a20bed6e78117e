import type { Metadata } from 'next'
// Before any component, as in the site's layout: its base styles come first on every page, and
// with one order everywhere every page links the same two stylesheets (three before).
import { SiteDocument } from '../components/SiteDocument/SiteDocument'
import { NotFound } from '../components/NotFound/NotFound'
import { NOT_FOUND_TITLE, siteMetadata, siteViewport } from '../lib/siteMetadata'

export const viewport = siteViewport

export async function generateMetadata(): Promise<Metadata> {
  return { ...(await siteMetadata()), title: NOT_FOUND_TITLE }
}

/**
 * Any path no route claims: the not-found page inside the site's chrome, with a 404. One page
 * for every such path, so unknown paths cannot fill the cache; and a whole document, where a
 * notFound() thrown by a page is answered with an empty shell that only scripts fill in.
 */
export default function GlobalNotFound() {
  return (
    <SiteDocument>
      <NotFound />
    </SiteDocument>
  )
}
