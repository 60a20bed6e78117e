import type { PayloadRequest } from 'payload'

/**
 * Whether the caller of `req` may read comment `id` (one under a hidden post they may not): a
 * write is told of such a comment what it is told of one that never was. A system write, with no
 * user (the import), reads every comment.
 */
export async function callerReads(req: PayloadRequest, id: number | string): Promise<boolean> {
  if (!req.user) return true
  const { totalDocs } = await req.payload.count({ collection: 'comments', where: { id: { equals: id } }, req, overrideAccess: false })
  return totalDocs > 0
}
