/**
 * The id of an artist's entry on /artists, and so the fragment that ends a link to it: an artist
 * has no page of its own (SPEC), and without scripts the page is not searched for the name
 * (`?q=`), so the link still lands on the card.
 */
export const artistAnchor = (name: string): string => `artist-${name.trim().replace(/\s+/g, '-')}`
