import { payloadErrorJson } from '../http'
import {
  buildSchema,
  ExecutableDefinitionsRule,
  GraphQLError,
  KnownFragmentNamesRule,
  LoneAnonymousOperationRule,
  NoFragmentCyclesRule,
  parse,
  UniqueFragmentNamesRule,
  UniqueOperationNamesRule,
  validate,
  visit,
  type DocumentNode,
  type FragmentDefinitionNode,
  type SelectionSetNode,
} from 'graphql'

// Rules that need no schema: checked on a stand-in, before Payload's handler (whose complexity
// limit walks fragments and would recurse forever on a cycle) sees the document.
const SHAPE_RULES = [
  ExecutableDefinitionsRule,
  UniqueOperationNamesRule,
  LoneAnonymousOperationRule,
  KnownFragmentNamesRule,
  UniqueFragmentNamesRule,
  NoFragmentCyclesRule,
]
const standIn = buildSchema('type Query { ok: Boolean }')

/**
 * Root fields Payload generates that fail inside it (an error 500 in the answer): e-mail
 * verification is off, so there is no token to look up, and the access summary declares
 * non-null fields it leaves empty for visitors. Nor the fields of Payload's own collections (the
 * admin's preferences, its key-value store): they have none of our collections' rules (cms/collections/
 * sharedRules.ts), so a preference key too long for its index was a 500. Nor a document's access
 * summary (`docAccessBlogPost(id: 5)`): for a draft it answered where a missing id is a 404, so
 * it told which hidden documents exist. The site and the admin use none of these through GraphQL.
 */
const internalCollectionFields = (singular: string, plural: string) => [
  singular,
  plural,
  `count${plural}`,
  ...['create', 'update', 'delete', 'duplicate'].map((verb) => `${verb}${singular}`),
]
const UNOFFERED_FIELDS = new Set([
  'verifyEmailUser',
  'Access',
  ...internalCollectionFields('PayloadPreference', 'PayloadPreferences'),
  ...internalCollectionFields('PayloadKv', 'PayloadKvs'),
])
const isUnoffered = (field: string) => UNOFFERED_FIELDS.has(field) || field.startsWith('docAccess')

/**
 * Fields at the top of one operation: each is a database query of its own, and hundreds of
 * aliases at once would take every database connection. The site's own pages ask for a few.
 */
const MAX_ROOT_FIELDS = 20

function rootFieldCount(document: DocumentNode): number {
  const fragments = new Map<string, FragmentDefinitionNode>()
  for (const definition of document.definitions) if (definition.kind === 'FragmentDefinition') fragments.set(definition.name.value, definition)
  // Fragment cycles were refused before this runs.
  const count = (set: SelectionSetNode): number =>
    set.selections.reduce((total, selection) => {
      if (selection.kind === 'Field') return total + 1
      if (selection.kind === 'InlineFragment') return total + count(selection.selectionSet)
      const fragment = fragments.get(selection.name.value)
      return total + (fragment ? count(fragment.selectionSet) : 0)
    }, 0)
  const operations = document.definitions.filter((definition) => definition.kind === 'OperationDefinition')
  return Math.max(0, ...operations.map((operation) => count(operation.selectionSet)))
}

function unofferedField(document: DocumentNode): string | null {
  let found: string | null = null
  visit(document, {
    Field(node) {
      if (isUnoffered(node.name.value)) found = node.name.value
    },
  })
  return found
}

const refuse = (message: string) => payloadErrorJson(400, message)

type GraphQLBody = { query?: unknown; variables?: unknown; operationName?: unknown }

function bodyProblem(body: unknown): string | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return 'The request body must be a JSON object with a query.'
  const { query, variables, operationName } = body as GraphQLBody
  if (typeof query !== 'string' || !query.trim()) return 'The request must carry a GraphQL query as text.'
  if (variables !== undefined && variables !== null && (typeof variables !== 'object' || Array.isArray(variables))) {
    return 'variables must be a JSON object.'
  }
  if (operationName !== undefined && operationName !== null && typeof operationName !== 'string') return 'operationName must be text.'
  return null
}

function documentProblem(document: DocumentNode): string | null {
  const [error] = validate(standIn, document, SHAPE_RULES)
  if (error) return error.message
  const subscribes = document.definitions.some((definition) => definition.kind === 'OperationDefinition' && definition.operation === 'subscription')
  if (subscribes) return 'Subscriptions are not supported; send a query or a mutation.'
  const unoffered = unofferedField(document)
  if (unoffered) return `${unoffered} is not offered by this site.`
  const roots = rootFieldCount(document)
  return roots > MAX_ROOT_FIELDS ? `One request may ask for at most ${MAX_ROOT_FIELDS} fields at its top; this one asks for ${roots}.` : null
}

/**
 * A 4xx in GraphQL's error shape for a request that is not a well-formed GraphQL request (not
 * sent as JSON, not JSON, no query, a syntax error, a fragment cycle, a subscription, a field we
 * do not offer, too many fields at once); null for one Payload's handler should answer. Reads a
 * clone, so the request stays unread.
 */
export async function malformedGraphQLRequest(request: Request): Promise<Response | null> {
  // Payload's handler answered another type with an empty 415, and a multipart one with a 500.
  const type = request.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase()
  if (type !== 'application/json') return payloadErrorJson(415, 'Send the request as JSON, with Content-Type: application/json.')
  let body: unknown
  try {
    body = JSON.parse(await request.clone().text())
  } catch {
    return refuse('The request body must be valid JSON.')
  }
  const problem = bodyProblem(body)
  if (problem) return refuse(problem)
  let document: DocumentNode
  try {
    document = parse((body as { query: string }).query)
  } catch (error) {
    if (error instanceof GraphQLError) return refuse(error.message)
    throw error
  }
  const shapeProblem = documentProblem(document)
  return shapeProblem ? refuse(shapeProblem) : null
}
