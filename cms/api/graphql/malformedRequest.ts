import { GRAPHQL_MAX_COMPLEXITY } from '../../constants'
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

/**
 * Fields in one operation once its fragments are spread in: no more pass Payload's complexity
 * limit, which counts at least one a field. Counted here because Payload spreads every fragment
 * anew wherever it is used: 26 fragments each spreading the next twice (1 kB) held the server's
 * one thread for over a minute before it refused.
 */
const MAX_FIELDS = GRAPHQL_MAX_COMPLEXITY

type Count = { top: number; all: number }
const NONE: Count = { top: 0, all: 0 }
const sum = (counts: Count[]): Count => counts.reduce((total, count) => ({ top: total.top + count.top, all: total.all + count.all }), NONE)

/** The most fields one operation has at its top, and in all, each fragment counted once however often spread. */
function fieldCounts(document: DocumentNode): Count {
  const fragments = new Map<string, FragmentDefinitionNode>()
  for (const definition of document.definitions) if (definition.kind === 'FragmentDefinition') fragments.set(definition.name.value, definition)
  const counted = new Map<string, Count>()
  // Fragment cycles were refused before this runs; a chain of thousands runs out of stack (a 400 too).
  const count = (set: SelectionSetNode): Count =>
    sum(
      set.selections.map((selection) => {
        if (selection.kind === 'Field') return { top: 1, all: 1 + (selection.selectionSet ? count(selection.selectionSet).all : 0) }
        if (selection.kind === 'InlineFragment') return count(selection.selectionSet)
        const name = selection.name.value
        if (!counted.has(name)) {
          const fragment = fragments.get(name)
          counted.set(name, fragment ? count(fragment.selectionSet) : NONE)
        }
        return counted.get(name)!
      }),
    )
  const operations = document.definitions.filter((definition) => definition.kind === 'OperationDefinition').map((operation) => count(operation.selectionSet))
  return { top: Math.max(0, ...operations.map(({ top }) => top)), all: Math.max(0, ...operations.map(({ all }) => all)) }
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
const TOO_DEEP = 'The query is nested too deeply to be read.'

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
  const { top, all } = fieldCounts(document)
  if (top > MAX_ROOT_FIELDS) return `One request may ask for at most ${MAX_ROOT_FIELDS} fields at its top; this one asks for ${top}.`
  return all > MAX_FIELDS ? `One request may ask for at most ${MAX_FIELDS} fields in all, its fragments spread in; this one asks for ${all}.` : null
}

/**
 * A 4xx in GraphQL's error shape for a request that is not a well-formed GraphQL request (not
 * sent as JSON, not JSON, no query, a syntax error, a fragment cycle, a subscription, a field we
 * do not offer, too many fields at once, nested too deeply to read); null for one Payload's
 * handler should answer. Reads a clone, so the request stays unread.
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
    // The parser recurses once a level: a document thousands of levels deep (18 kB) ran it out of stack.
    if (error instanceof RangeError) return refuse(TOO_DEEP)
    throw error
  }
  let shapeProblem: string | null
  try {
    shapeProblem = documentProblem(document)
  } catch (error) {
    // The checks recurse as the document nests, its fragments too.
    if (error instanceof RangeError) return refuse(TOO_DEEP)
    throw error
  }
  return shapeProblem ? refuse(shapeProblem) : null
}
