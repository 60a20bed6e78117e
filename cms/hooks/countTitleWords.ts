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
  const afterChange: CollectionAfterChangeHook = async ({ collection, doc, previousDoc, operation, req }) => {
    const before = operation === 'create' ? null : titleOf(field, previousDoc as Doc)
    // A write that asked for only some fields back (the importer's `select`) hands on a doc without
    // the title: it is read, not taken for removed, which would drop its words.
    const written = field in (doc as Doc) ? (doc as Doc) : await req.payload.findByID({ collection: collection.slug, id: (doc as Doc).id as number, depth: 0, select: { [field]: true }, req, overrideAccess: true })
    const after = titleOf(field, written as Doc)
    if (before !== after) await recountTitleWords(await requestDb(req), before, after)
    return doc
  }
  const afterDelete: CollectionAfterDeleteHook = async ({ doc, req }) => {
    await recountTitleWords(await requestDb(req), titleOf(field, doc as Doc), null)
    return doc
  }
  return { afterChange, afterDelete }
}
