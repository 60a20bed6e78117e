import 'server-only'
import config from '@payload-config'
import { search, type SearchAnswer } from '@cms/search/query'
import type { SearchParams } from '@cms/schemas/search'
import { createLocalReq, getPayload } from 'payload'
import { signedInUser } from './session'

/**
 * The site search for this request's visitor, with their own rights (an admin also finds what is
 * hidden, as everywhere): what /search shows. Read per request and never cached, so made-up
 * searches keep nothing.
 */
export async function searchAsVisitor(params: SearchParams): Promise<SearchAnswer> {
  const payload = await getPayload({ config })
  const user = await signedInUser()
  const req = await createLocalReq(user ? { user } : {}, payload)
  return search(req, params)
}
