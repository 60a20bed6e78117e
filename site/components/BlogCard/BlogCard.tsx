import { clsx } from 'clsx'
import Link from 'next/link'
import type { ComponentProps } from 'react'
import { DEFAULT_COVER } from '../../lib/catalogue/defaults'
import { formatDate } from '../../lib/catalogue/dates'
import type { BlogCardPost } from '../../lib/read/types'
import { BLOG_CARD_SIZES } from '../../styles/coverSizes'
import { CoverImage } from '../CoverImage/CoverImage'
import { PostMeta } from '../PostMeta/PostMeta'
import styles from './BlogCard.module.css'

/** Articles have wide covers: the square frame is cut to a banner. */
export function WideCover({ className, ...props }: ComponentProps<typeof CoverImage>) {
  return <CoverImage className={clsx(styles.wideCover, className)} {...props} />
}

type CardProps = {
  post: BlogCardPost
  /** The card's title level: one below the heading the list sits under. */
  headingLevel: 2 | 3
  /** For a cover in the first screenful: fetched at once rather than when scrolled to. */
  priority?: boolean
}

/** One post on the blog list (SPEC §2 /blog): cover, status, author, date, title, excerpt, Read More. */
export function BlogCard({ post, headingLevel, priority }: CardProps) {
  const Title = headingLevel === 2 ? 'h2' : 'h3'
  return (
    <article className={styles.card}>
      <WideCover src={post.coverImageUrl || DEFAULT_COVER} alt={`Cover of ${post.title}`} sizes={BLOG_CARD_SIZES} priority={priority} />
      <PostMeta post={post} date={formatDate(post.publishedAt)} />
      <Title className={styles.title}>{post.title}</Title>
      {post.excerpt && <p className={styles.excerpt}>{post.excerpt}</p>}
      <Link className={styles.readMore} href={`/blog/${post.slug}`} aria-label={`Read More: ${post.title}`}>
        Read More →
      </Link>
    </article>
  )
}

type GridProps = {
  posts: readonly BlogCardPost[]
  label: string
  headingLevel: 2 | 3
  /** The list opens the page: its first cover is the largest thing on screen, so it loads first. */
  leadsPage?: boolean
}

/** Posts as a responsive grid of cards. */
export function BlogCardGrid({ posts, label, headingLevel, leadsPage }: GridProps) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {posts.map((post, index) => (
        <li key={post.id}>
          <BlogCard post={post} headingLevel={headingLevel} priority={leadsPage && index === 0} />
        </li>
      ))}
    </ul>
  )
}
