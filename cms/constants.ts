/** Business constants and limits of SPEC §9, named once. */
export const LIMITS = {
  name: 255,
  title: 255,
  email: 255,
  featuredArtist: 255,
  slug: 255,
  genre: 100,
  modelVersion: 100,
  role: 50,
  status: 50,
  lyricsMin: 50,
  contactNameMin: 2,
  contactSubjectMin: 5,
  contactMessageMin: 10,
  passwordMin: 8,
  // Hashing cost grows with the length: a megabyte-long password would be a way to load the server.
  passwordMax: 256,
  // SPEC gives no length to free text: bounds far above what anyone writes there (cms/fields/freeText.ts).
  shortText: 2_000,
  longText: 20_000,
  /**
   * Nodes of an article (paragraphs, breaks, list items, formatted runs): far above a long read's
   * few thousand. Ten times more took the server's one thread for 26 s to convert and store.
   */
  contentNodes: 10_000,
} as const

/** SPEC §9 toasts, the site's and the admin's alike: one shown at a time, each for 5 seconds. */
export const TOASTS = { durationMs: 5000, visible: 1 } as const

export const GENRES = ['electronic', 'ambient', 'synthwave', 'experimental', 'house', 'techno', 'other'] as const
export const BLOG_STATUSES = ['draft', 'published', 'archived'] as const
export const SUBMISSION_STATUSES = ['pending', 'approved', 'rejected'] as const

export const COLLECTIVE_NAME = 'Machine Soul Collective'
export const DEFAULT_MODEL_VERSION = 'Neural Network v1.0'

/** GraphQL's `maxComplexity` (payload.config.ts): about one a field asked for, fragments spread in (cms/api/graphql/malformedRequest.ts). */
export const GRAPHQL_MAX_COMPLEXITY = 1000
