import { notFound } from 'next/navigation'

export { metadata } from '../not-found'

/** Unknown paths are answered on demand and then from the cache, like the pages that exist. */
export function generateStaticParams(): { slug: string[] }[] {
  return []
}

/** Any path no other route claims: the not-found page, inside the site's chrome, with a 404. */
export default function UnknownPage(): never {
  notFound()
}
