import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'
import { allowedMethods } from '@cms/api/allowedMethods'
import { malformedGraphQLRequest } from '@cms/api/graphql/malformedRequest'
import { payloadErrorJson, withCappedBody } from '@cms/api/http'
import { writeFromAnotherSite } from '@cms/api/request'
import { CROSS_SITE_REFUSED } from '@cms/lib/sameOrigin'

const answerGraphQL = GRAPHQL_POST(config)

async function answer(request: Request): Promise<Response> {
  // A mutation (loginUser among them) sent by another site's page is refused as on every way in.
  if (writeFromAnotherSite(request)) return payloadErrorJson(403, CROSS_SITE_REFUSED)
  const read = await withCappedBody(request)
  if (read instanceof Response) return read
  return (await malformedGraphQLRequest(read)) ?? answerGraphQL(read)
}

// Other methods get a 405 with a message and Allow, as on every other /api address.
export const { GET, HEAD, POST, PUT, PATCH, DELETE } = allowedMethods({ POST: answer })
export const OPTIONS = REST_OPTIONS(config)
