/**
 * How wide each kind of cover is on screen, as `sizes` hints: what lets a phone download the
 * picture its screen needs rather than one a third wider (or, at 3× density, the 1920 px one).
 * Media queries cannot read custom properties, so these repeat the layout's numbers
 * (globals.css, Container, CardGrid, BlogCard, layout.module.css coverSplit):
 * - the gutter, clamp(1rem, 0.6rem + 2vw, 2rem), is 9.6px + 2vw from 320 to 1120 px, 32px above;
 * - the content is at most 1200px wide, so from 1264 px up nothing grows;
 * - a card has 1rem of padding and a 1px border each side (34px), grids have 1.5rem gaps;
 * - coverSplit puts the cover in 2 of 5 parts of a row (less a 2rem gap) from 768 px up.
 * Each length errs a few pixels wide, never narrow: a picture chosen a size too small is blurred.
 * end-to-end covers.spec.ts checks in Chromium that every cover gets the smallest picture that
 * fills it, at phone and desktop widths and densities.
 */

/** An album card in a CardGrid (15rem columns): 1 column, then 2 from 545 px, 3 from 820, 4 from 1095. */
export const ALBUM_CARD_SIZES =
  '(min-width: 1264px) 248px, (min-width: 1095px) calc(25vw - 67px), (min-width: 820px) calc(32vw - 56px), (min-width: 545px) calc(48vw - 55px), calc(96vw - 53px)'

/** An article card in the blog grid: 1 column, 2 from 768 px, 3 from 1024. */
export const BLOG_CARD_SIZES =
  '(min-width: 1264px) 350px, (min-width: 1120px) calc(33.4vw - 71px), (min-width: 1024px) calc(32vw - 56px), (min-width: 768px) calc(48vw - 55px), calc(96vw - 53px)'

/** The featured album's panel (its padding, clamp(1rem, 0.5rem + 2vw, 2rem), grows from 400 to 1200 px; a 1px border). */
export const FEATURED_ALBUM_SIZES =
  '(min-width: 1264px) 441px, (min-width: 1200px) calc(40vw - 64px), (min-width: 1120px) calc(38.4vw - 45px), (min-width: 768px) calc(36.8vw - 27px), (min-width: 400px) calc(92vw - 37px), calc(96vw - 53px)'

/** An album's own page: the cover beside its details, the whole content width. */
export const ALBUM_PAGE_SIZES = '(min-width: 1264px) 468px, (min-width: 1120px) calc(40vw - 38px), (min-width: 768px) calc(38.4vw - 20px), calc(96vw - 19px)'

/** An article's cover across its reading column (48rem at most). */
export const ARTICLE_COVER_SIZES = '(min-width: 820px) 768px, calc(96vw - 19px)'
