/** SPEC §9: the height of Spotify's embedded player. */
export const EMBED_HEIGHT = 152
/** SPEC §9: a skipped-to album's embed loads after this pause, so skipping through loads only the last. */
export const SKIP_DELAY_MS = 300
/** SPEC §9: how long a pointer rests on a control before its tooltip shows. */
export const TOOLTIP_DELAY_MS = 700
/** Spotify's embed asks for these; nothing more is granted. */
export const EMBED_ALLOW = 'autoplay; clipboard-write; encrypted-media; fullscreen; picture-in-picture'
