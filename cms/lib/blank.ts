import { characterCount } from './characterCount'

// Characters that take no room on screen: a text of only these is as blank as one of spaces.
const INVISIBLE = /[\s\u200B-\u200D\u2060\uFEFF]/gu
const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF]/gu

/** Whether `text` shows nothing: spaces, line breaks and zero-width characters only. */
export const isBlank = (text: string): boolean => text.replace(INVISIBLE, '') === ''

/** How many characters of `text` a reader sees: its zero-width ones left out, spaces counted. */
export const visibleCount = (text: string): number => characterCount(text.replace(ZERO_WIDTH, ''))
