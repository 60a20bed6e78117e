import 'server-only'
import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client'
import config from '@payload-config'
import { isNextBuild } from '@cms/lib/nextBuild'
import { GRAPHQL_POST } from '@payloadcms/next/routes'
import { headers } from 'next/headers'
import { cache } from 'react'

const graphql = GRAPHQL_POST(config)

// During `next build` every operation answers no data (isNextBuild).
const NO_DATA = () => Response.json({ data: null })

/**
 * An Apollo client whose link hands each operation straight to Payload's GraphQL handler in this
 * process, so reads obey the same access rules as /api/graphql without a network round trip.
 */
function inProcessClient(cookie: string | null): ApolloClient {
  return new ApolloClient({
    cache: new InMemoryCache(),
    link: new HttpLink({
      uri: 'http://in-process/api/graphql',
      fetch: (input, init) => {
        if (isNextBuild()) return Promise.resolve(NO_DATA())
        const request = new Request(input, init)
        if (cookie) request.headers.set('cookie', cookie)
        // Payload trusts a cookie on an Origin-less request only from our own site: this read is ours.
        request.headers.set('sec-fetch-site', 'same-origin')
        return graphql(request)
      },
    }),
    defaultOptions: { query: { fetchPolicy: 'no-cache' } },
  })
}

/** Reads as a signed-out visitor: what cached pages show, the same for everyone. */
export const publicClient = cache(() => inProcessClient(null))

/** Reads as this request's visitor, with their cookie: only for pages rendered per request. */
export const visitorClient = cache(async () => inProcessClient((await headers()).get('cookie')))
