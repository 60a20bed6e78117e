import type { CollectionBeforeValidateHook } from 'payload'
import { LIMITS } from '@cms/constants'
import { firstCharacters } from '@cms/lib/characterCount'

const TITLE_WORDS = 8
/** Lyrics with no letter, digit or symbol at all (only punctuation) still get a name. */
const UNTITLED = 'Untitled lyrics'

/** The form does not show a title (SPEC §2): name the submission after its first line. */
export const deriveTitle: CollectionBeforeValidateHook = ({ data, operation }) => {
  if (operation !== 'create' || !data || (typeof data.title === 'string' && data.title.trim())) return data
  if (typeof data.lyrics !== 'string' || !data.lyrics.trim()) return data
  // The first line with a letter, digit or symbol (an emoji): a line of dots or dashes names nothing.
  const firstLine = data.lyrics.split('\n').find((line) => /[\p{L}\p{N}\p{S}]/u.test(line))
  if (!firstLine) return { ...data, title: UNTITLED }
  const words = firstLine.trim().replace(/[.,;:!?]+$/, '').split(/\s+/)
  const title = words.slice(0, TITLE_WORDS).join(' ') + (words.length > TITLE_WORDS ? '…' : '')
  return { ...data, title: firstCharacters(title, LIMITS.title) }
}
