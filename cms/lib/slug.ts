/**
 * SPEC §5: lowercase; drop everything but a-z, 0-9, space and hyphen; whitespace to hyphens;
 * collapse repeated hyphens; trim hyphens from the ends.
 */
export function slugify(title: string): string {
  return title
    .toLowerCase()
    .replace(/[^a-z0-9 -]/g, '')
    .trim()
    .replace(/\s+/g, '-')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '')
}

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/

/** Whether `value` is in SPEC §5's slug form: lowercase letters, digits and single hyphens. */
export const isSlug = (value: string): boolean => SLUG.test(value)
