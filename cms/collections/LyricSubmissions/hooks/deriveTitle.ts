import type { CollectionBeforeValidateHook } from 'payload'
import { LIMITS } from '@cms/constants'

const TITLE_WORDS = 8

/** The form does not show a title (SPEC §2): name the submission after its first line. */
export const deriveTitle: CollectionBeforeValidateHook = ({ data, operation }) => {
  if (operation !== 'create' || !data || (typeof data.title === 'string' && data.title.trim())) return data
  const firstLine = typeof data.lyrics === 'string' ? data.lyrics.split('\n').find((line) => line.trim()) : undefined
  if (!firstLine) return data
  const words = firstLine.trim().replace(/[.,;:!?]+$/, '').split(/\s+/)
  const title = words.slice(0, TITLE_WORDS).join(' ') + (words.length > TITLE_WORDS ? '…' : '')
  return { ...data, title: title.slice(0, LIMITS.title) }
}
