import type { CollectionAfterChangeHook, CollectionAfterDeleteHook } from 'payload'
import { requestDb } from '../platform/payloadRequestDb'
import { recountTitleWords } from '../search/vocabulary'

type Doc = Record<string, unknown>

const titleOf = (field: string, doc: Doc | undefined) => (typeof doc?.[field] === 'string' ? (doc[field] as string) : null)

/**
 * afterChange and afterDelete hooks keeping the search vocabulary (cms/search/vocabulary.ts) in
 * step with the titles in `field`, in the write's own transaction: a title's words are in it from
 * the request that saves them, and a word is gone with the last title that held it.
 */
export function countTitleWords(field: string) {
  const afterChange: CollectionAfterChangeHook = async ({ doc, previousDoc, operation, req }) => {
    const before = operation === 'create' ? null : titleOf(field, previousDoc as Doc)
    const after = titleOf(field, doc as Doc)
    if (before !== after) await recountTitleWords(await requestDb(req), before, after)
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
    await recountTitleWords(await requestDb(req), titleOf(field, doc as Doc), null)
    return doc
  }
  return { afterChange, afterDelete }
}
