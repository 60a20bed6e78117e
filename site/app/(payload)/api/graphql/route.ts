import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'
import { malformedGraphQLRequest } from '@cms/api/graphql/malformedRequest'
import { withCappedBody } from '@cms/api/http'

const answerGraphQL = GRAPHQL_POST(config)

export async function POST(request: Request): Promise<Response> {
  const read = await withCappedBody(request)
  if (read instanceof Response) return read
  return (await malformedGraphQLRequest(read)) ?? answerGraphQL(read)
}
export const OPTIONS = REST_OPTIONS(config)
