/** SPEC §9: the /submit marquee hides after 10 s. */
export const MARQUEE_HIDE_MS = 10_000

/** SPEC §9: after an 'Unauthorized' toast on a lyric submission or an admin write, sign-in follows after 500 ms. */
export const UNAUTHORISED_REDIRECT_MS = 500
