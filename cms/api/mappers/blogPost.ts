import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import { lexicalToHtml } from '../../lib/lexicalHtml'
import { sanitizeRichText } from '../../lib/sanitize'
import type { BlogPost } from '../../payload-types'
import { contractUserId } from './user'

/** A post as the contract shows it (SPEC §3 blog_posts): content is HTML, sanitised to SPEC §5. */
export function toContractBlogPost(post: BlogPost) {
  return {
    id: post.id,
    title: post.title,
    slug: post.slug,
    // Payload types the stored rich text loosely; it is the Lexical state lexicalToHtml reads.
    content: sanitizeRichText(lexicalToHtml(post.content as unknown as SerializedEditorState)),
    excerpt: post.excerpt ?? null,
    coverImageUrl: post.coverImageUrl ?? null,
    authorId: contractUserId(post.author),
    authorName: post.authorName ?? null,
    status: post.status,
    publishedAt: post.publishedAt ?? null,
    createdAt: post.createdAt,
    updatedAt: post.updatedAt,
  }
}
