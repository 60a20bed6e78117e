import { characterCount } from './characterCount'

// Characters that take no room on screen (besides spaces and line breaks, which trim() knows).
const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF]/gu

/** Whether `text` shows nothing: spaces, line breaks and zero-width characters only. */
export const isBlank = (text: string): boolean => text.replace(ZERO_WIDTH, '').trim() === ''

/** How many characters of `text` a reader sees: its zero-width ones left out, spaces counted. */
export const visibleCount = (text: string): number => characterCount(text.replace(ZERO_WIDTH, ''))
