/**
 * Albums /albums shows at first and adds per "Show more": the page's HTML carries this many cards,
 * whatever the size of the catalogue; the rest come from GET /api/albums when asked for.
 */
export const ALBUMS_PAGE_SIZE = 24
