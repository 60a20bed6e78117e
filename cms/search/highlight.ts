import { fold } from './snippet'

export type Part = { text: string; match: boolean }

/**
 * `text` cut into parts, those that begin with a searched word (accents and case ignored, a
 * prefix counts) marked: rendered as text nodes, never as HTML.
 */
export function highlight(text: string, words: readonly string[]): Part[] {
  const folded = fold(text)
  const wanted = words.map(fold).filter(Boolean)
  const parts: Part[] = []
  let plain = ''
  let i = 0
  while (i < text.length) {
    const startsWord = i === 0 || !/[\p{L}\p{N}]/u.test(text[i - 1]!)
    const word = startsWord ? wanted.filter((each) => folded.startsWith(each, i)).sort((a, b) => b.length - a.length)[0] : undefined
    if (word) {
      if (plain) parts.push({ text: plain, match: false })
      plain = ''
      parts.push({ text: text.slice(i, i + word.length), match: true })
      i += word.length
    } else {
      plain += text[i]
      i++
    }
  }
  if (plain) parts.push({ text: plain, match: false })
  return parts
}
