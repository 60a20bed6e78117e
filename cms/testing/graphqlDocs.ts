import type { Client } from './client'

type GraphQLError = { message: string; extensions?: { data?: { errors?: { message: string }[] } } }
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- test assertions reach into arbitrary documents; `any` keeps them short.
type Doc = Record<string, any>
export type DocResult = { doc: Doc | null; message: string | null }

/** Every message of an answer's errors, the fields' own messages included, or null when there are none. */
function messages(errors: GraphQLError[] | undefined): string | null {
  if (!errors?.length) return null
  return errors.flatMap((error) => [error.message, ...(error.extensions?.data?.errors ?? []).map((field) => field.message)]).join(' ')
}

/**
 * One collection's documents through GraphQL, the way in the public and signed-in users have
 * (Payload's REST answers only admins): create, update, delete and read by id, each giving the
 * document or the messages of its refusal.
 */
export function documents(client: Client, type: string, select = 'id') {
  const run = async (field: string, query: string, variables?: Record<string, unknown>): Promise<DocResult> => {
    const result = await client.graphql<Record<string, Doc | null>>(query, variables)
    return { doc: result.data?.[field] ?? null, message: messages(result.errors as GraphQLError[] | undefined) }
  }
  return {
    create: (data: Doc) => run(`create${type}`, `mutation ($data: mutation${type}Input!) { create${type}(data: $data) { ${select} } }`, { data }),
    update: (id: number, data: Doc) =>
      run(`update${type}`, `mutation ($data: mutation${type}UpdateInput!) { update${type}(id: ${id}, data: $data) { ${select} } }`, { data }),
    delete: (id: number) => run(`delete${type}`, `mutation { delete${type}(id: ${id}) { id } }`),
    read: (id: number) => run(type, `{ ${type}(id: ${id}) { ${select} } }`),
  }
}
