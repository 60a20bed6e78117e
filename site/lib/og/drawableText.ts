/**
 * The characters the share images can draw from this server: those of the font Next's
 * ImageResponse ships with (Geist), from Latin, its extensions, Cyrillic and common punctuation.
 * For any other (an emoji, CJK, an RTL mark), ImageResponse fetches a font or an emoji picture
 * from a CDN as it draws: an outside call chosen by the content, and here, with no way out, a
 * failed fetch and a connection closed without an answer.
 */
const DRAWABLE = [
  '\\u0020-\\u007E',
  '\\u00A0-\\u00AC',
  '\\u00AE-\\u0113',
  '\\u0116-\\u012B',
  '\\u012E-\\u0137',
  '\\u0139-\\u013E',
  '\\u0141-\\u0148',
  '\\u014A-\\u014D',
  '\\u0150-\\u017E',
  '\\u0218-\\u021B',
  '\\u0400-\\u045F',
  '\\u2013\\u2014\\u2018-\\u201A\\u201C-\\u201E\\u2020-\\u2022\\u2026\\u2030\\u2039\\u203A\\u20AC\\u2122',
].join('')

const UNDRAWABLE = new RegExp(`[^${DRAWABLE}]+`, 'gu')

/** `text` with what the share image cannot draw left out, spaces closed up. */
export function drawableText(text: string): string {
  return text.replace(UNDRAWABLE, ' ').replace(/ {2,}/g, ' ').trim()
}
