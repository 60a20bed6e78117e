import { notFound } from 'next/navigation'

export { metadata } from '../not-found'

/** Any path no other route claims: the not-found page, inside the site's chrome, with a 404. */
export default function UnknownPage(): never {
  notFound()
}
