import config from '@payload-config'
import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'
import { malformedGraphQLRequest } from '@cms/api/graphql/malformedRequest'

const answerGraphQL = GRAPHQL_POST(config)

export async function POST(request: Request): Promise<Response> {
  return (await malformedGraphQLRequest(request)) ?? answerGraphQL(request)
}
export const OPTIONS = REST_OPTIONS(config)
