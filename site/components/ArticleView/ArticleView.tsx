import { clsx } from 'clsx'
import type { Article } from '../../lib/read/types'
import { formatLongDate } from '../../lib/blog/dates'
import { DEFAULT_COVER } from '../../lib/catalogue/defaults'
import { isoDate } from '../../lib/catalogue/dates'
import { ARTICLE_COVER_SIZES } from '../../styles/coverSizes'
import { BackToBlog } from '../BackToBlog/BackToBlog'
import { WideCover } from '../BlogCard/BlogCard'
import { Container } from '../Container/Container'
import { PostMeta } from '../PostMeta/PostMeta'
import styles from './ArticleView.module.css'

type Props = {
  post: Article
  /** The post's content, already converted and sanitised on the server (lib/blog/content). */
  html: string
}

/** SPEC §2 /blog/{slug}: back link, cover, badge, author, long date, title, excerpt, content, Published footer. */
export function ArticleView({ post, html }: Props) {
  const published = formatLongDate(post.publishedAt)
  const publishedTime = published && <time dateTime={isoDate(post.publishedAt)}>{published}</time>
  return (
    <Container className={styles.readingColumn}>
      <article className={styles.body}>
        <BackToBlog variant="secondary" />
        <WideCover src={post.coverImageUrl || DEFAULT_COVER} alt={`Cover of ${post.title}`} sizes={ARTICLE_COVER_SIZES} priority />
        <PostMeta post={post} date={published} />
        <h1 className={clsx(styles.title, 'gradient-text')}>{post.title}</h1>
        {post.excerpt && <p className={styles.excerpt}>{post.excerpt}</p>}
        {/* The one raw HTML of the site: converted from the editor's state and sanitised to SPEC §5's allow-list. */}
        <div className={styles.prose} dangerouslySetInnerHTML={{ __html: html }} />
        <footer className={styles.footer}>
          <strong>Published</strong>
          {publishedTime && <> on {publishedTime}</>}
          {post.authorName && <> by {post.authorName}</>}
        </footer>
      </article>
    </Container>
  )
}
