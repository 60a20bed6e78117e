/**
 * /blog shows this many articles, newest first; older ones are on /blog/page/2, 3 and so on, each
 * a cached page of its own, so no page carries the whole blog.
 */
export const BLOG_PAGE_SIZE = 12

/** The address of a page of the blog's list: the first is /blog itself. */
export const blogPagePath = (page: number): string => (page <= 1 ? '/blog' : `/blog/page/${page}`)
