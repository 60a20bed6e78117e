import type { toContractComment } from '@cms/api/mappers/comment'
import type {
  AlbumCardFragment,
  ArticleQuery,
  ArtistCardFragment,
  BlogCardFragment,
} from '../../graphql/generated/graphql'
import type { getHomeViewer } from './session'

// The shapes the read layer hands to components, named for what they are.

/** An album as the cards show it (the AlbumCard fragment). */
export type Album = AlbumCardFragment

/** An artist record as the cards show it (the ArtistCard fragment). */
export type ArtistRecord = ArtistCardFragment

/** A published post as the blog's cards show it. */
export type BlogCardPost = BlogCardFragment

/** A published post with its content. */
export type Article = NonNullable<NonNullable<ArticleQuery['BlogPosts']>['docs'][number]>

/** The signed-in visitor and their own latest submissions, as their home shows them. */
export type HomeViewer = NonNullable<Awaited<ReturnType<typeof getHomeViewer>>>

/** One of the visitor's lyric submissions on their home. */
export type HomeSubmission = HomeViewer['submissions'][number]

/** A comment as GET /api/blog/{id}/comments answers it (SPEC §3 comments, with the author's display fields). */
export type BlogComment = ReturnType<typeof toContractComment>
