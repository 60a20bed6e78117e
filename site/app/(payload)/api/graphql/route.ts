import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'
import { allowedMethods } from '@cms/api/allowedMethods'
import { malformedGraphQLRequest } from '@cms/api/graphql/malformedRequest'
import { withCappedBody } from '@cms/api/http'

const answerGraphQL = GRAPHQL_POST(config)

async function answer(request: Request): Promise<Response> {
  const read = await withCappedBody(request)
  if (read instanceof Response) return read
  return (await malformedGraphQLRequest(read)) ?? answerGraphQL(read)
}

// Other methods get a 405 with a message and Allow, as on every other /api address.
export const { GET, HEAD, POST, PUT, PATCH, DELETE } = allowedMethods({ POST: answer })
export const OPTIONS = REST_OPTIONS(config)
