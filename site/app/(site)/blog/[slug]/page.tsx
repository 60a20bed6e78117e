import { siteUrl } from '@cms/lib/siteUrl'
import type { Metadata } from 'next'
import { buildCheckParams } from '@site/lib/build/buildCheckParams'
import { ArticleNotFound } from '@site/components/ArticleNotFound/ArticleNotFound'
import { ArticleView } from '@site/components/ArticleView/ArticleView'
import { BlogCardGrid } from '@site/components/BlogCard/BlogCard'
import { CommentThread } from '@site/components/CommentThread/CommentThread'
import { JsonLd } from '@site/components/JsonLd/JsonLd'
import { NotFoundAnswer } from '@site/components/NotFoundAnswer/NotFoundAnswer'
import { Section } from '@site/components/Section/Section'
import { articleHtml } from '@site/lib/blog/content'
import { BLOG_TITLE, withFeedLink } from '@site/lib/blog/feed'
import { getArticle, getArticleThread, getBlogPage } from '@site/lib/read/blog'
import { articleJsonLd } from '@site/lib/blog/articleJsonLd'
import { pageMetadata } from '@site/lib/pageMetadata'

/** SPEC §2 asks for other articles below this one; a short row keeps the page about this one. */
const MORE_ARTICLES = 3

type Props = { params: Promise<{ slug: string }> }

/** Pages are rendered on their first visit, then kept (the build has no database). */
export const generateStaticParams = () => buildCheckParams('slug')

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { slug } = await params
  const post = await getArticle(slug)
  if (!post) return { title: 'Article Not Found' }
  return withFeedLink(
    pageMetadata({
      title: post.title,
      shareTitle: `${post.title} · ${BLOG_TITLE}`,
      description: post.excerpt || `${post.title}, an article of ${BLOG_TITLE} by Machine Soul.`,
      path: `/blog/${post.slug}`,
      image: post.coverImageUrl,
      imageAlt: `Cover of ${post.title}`,
    }),
  )
}

export default async function ArticlePage({ params }: Props) {
  const { slug } = await params
  const post = await getArticle(slug)
  if (!post) {
    return (
      <NotFoundAnswer>
        <ArticleNotFound />
      </NotFoundAnswer>
    )
  }
  const path = `/blog/${post.slug}`
  // The newest page of the list holds the newest others: no need to read every post for three.
  const [{ posts }, thread] = await Promise.all([getBlogPage(1), getArticleThread(post.id)])
  const others = posts.filter((other) => other.id !== post.id).slice(0, MORE_ARTICLES)
  return (
    <>
      <JsonLd data={articleJsonLd(post, siteUrl())} />
      <ArticleView post={post} html={articleHtml(post.content)} />
      {others.length > 0 && (
        <Section id="more-articles" title="More Articles">
          <BlogCardGrid posts={others} label="More Articles" headingLevel={3} />
        </Section>
      )}
      <Section id="comments" title="Comments">
        {/* Signing in from the thread comes back to it, not to the article's top. */}
        <CommentThread postId={post.id} firstPage={thread} articlePath={path} />
      </Section>
    </>
  )
}
