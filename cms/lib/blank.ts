import { characterCount } from './characterCount'

/**
 * Characters that show nothing (besides spaces and line breaks, which trim() knows): format
 * characters (zero-width ones, direction marks, the soft hyphen) and the letters and symbols
 * drawn as empty space (the Braille blank, the Hangul fillers, the object replacement).
 */
const SHOWS_NOTHING = /[\p{Cf}\u2800\u3164\u115F\u1160\uFFA0\uFFFC]/gu
// Accents and other combining marks, which show only on a character that shows.
const MARKS = /\p{M}/gu

/** Whether `text` shows nothing: spaces, line breaks, characters that show nothing and marks on none of them. */
export const isBlank = (text: string): boolean => text.replace(SHOWS_NOTHING, '').replace(MARKS, '').trim() === ''

/** How many characters of `text` a reader sees: those that show nothing left out, spaces counted. */
export const visibleCount = (text: string): number => characterCount(text.replace(SHOWS_NOTHING, ''))
