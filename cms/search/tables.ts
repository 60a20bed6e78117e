/**
 * The searchable tables and the column each one's search columns (migration site_search) and its
 * words in the vocabulary of titles are computed from.
 */
export const SEARCH_TABLES = [
  ['albums', 'title'],
  ['artists', 'name'],
  ['blog_posts', 'title'],
] as const
