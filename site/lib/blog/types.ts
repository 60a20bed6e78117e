import type { toContractComment } from '@cms/api/mappers/comment'

/** A comment as GET /api/blog/{id}/comments answers it (SPEC §3 comments, with the author's display fields). */
export type BlogComment = ReturnType<typeof toContractComment>
