export type DemoPost = {
  title: string
  excerpt: string
  status: 'published' | 'draft'
  /** How long before the seed ran the post came out; a draft has none. */
  publishedDaysAgo?: number
  /** Written as HTML with the tags SPEC §5 allows, stored as Lexical. */
  html: string
}
