import 'server-only'
import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client'
import config from '@payload-config'
import { GRAPHQL_POST } from '@payloadcms/next/routes'
import { headers } from 'next/headers'
import { cache } from 'react'

const graphql = GRAPHQL_POST(config)

/**
 * One Apollo client per server render. Its link hands each operation straight to Payload's
 * GraphQL handler in this process, carrying the visitor's cookie, so reads obey the same access
 * rules as /api/graphql without a network round trip to ourselves.
 */
export const getClient = cache(async () => {
  const cookie = (await headers()).get('cookie')
  return new ApolloClient({
    cache: new InMemoryCache(),
    link: new HttpLink({
      uri: 'http://in-process/api/graphql',
      fetch: (input, init) => {
        const request = new Request(input, init)
        if (cookie) request.headers.set('cookie', cookie)
        // Payload trusts a cookie on an Origin-less request only from our own site: this read is ours.
        request.headers.set('sec-fetch-site', 'same-origin')
        return graphql(request)
      },
    }),
    defaultOptions: { query: { fetchPolicy: 'no-cache' } },
  })
})
