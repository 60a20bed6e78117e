import type { toContractComment } from '@cms/api/mappers/comment'
import type { toContractLyricSubmission } from '@cms/api/mappers/lyricSubmission'
import type { AlbumCardFragment, ArticleQuery, ArtistCardFragment, BlogCardFragment } from '../../graphql/generated/graphql'

// The shapes the read layer hands to components, named for what they are.

/** An album as the cards show it (the AlbumCard fragment). */
export type Album = AlbumCardFragment

/** An artist record as the cards show it (the ArtistCard fragment). */
export type ArtistRecord = ArtistCardFragment

/** A published post as the blog's cards show it. */
export type BlogCardPost = BlogCardFragment

/** A published post with its content. */
export type Article = NonNullable<NonNullable<ArticleQuery['BlogPosts']>['docs'][number]>

/** One of the visitor's own lyric submissions, as GET /api/lyric-submissions answers it (SPEC §3). */
export type OwnSubmission = ReturnType<typeof toContractLyricSubmission>

/** A comment as GET /api/blog/{id}/comments answers it (SPEC §3 comments, with the author's display fields). */
export type BlogComment = ReturnType<typeof toContractComment>

/** A page of an article's thread: its comments in the contract's shape, and how many pages there are. */
export type ArticleThread = { comments: BlogComment[]; pages: number }
