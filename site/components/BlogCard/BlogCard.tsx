import Link from 'next/link'
import styled from 'styled-components'
import { DEFAULT_COVER } from '../../lib/catalogue/defaults'
import { formatDate } from '../../lib/catalogue/dates'
import type { BlogCardPost } from '../../lib/read/types'
import { media, theme } from '../../styles/theme'
import { CoverImage } from '../CoverImage/CoverImage'
import { PostMeta } from '../PostMeta/PostMeta'

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.md};
  height: 100%;
  padding: ${theme.space.md};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};
  box-shadow: ${theme.shadows.card};
`

/** Articles have wide covers: the square frame is cut to a banner (doubled class: beats the frame's own rule). */
export const WideCover = styled(CoverImage)`
  && { aspect-ratio: 16 / 9; }
`

const Title = styled.h3`
  font-size: ${theme.fontSizes.lg};
`

const Excerpt = styled.p`
  flex: 1;
  color: ${theme.colors.textMuted};
`

const ReadMore = styled(Link)`
  align-self: flex-start;
  color: ${theme.colors.accentStrong};
  font-weight: 700;
`

const Grid = styled.ul`
  display: grid;
  gap: ${theme.space.lg};
  padding: 0;
  list-style: none;

  ${media.md} { grid-template-columns: repeat(2, minmax(0, 1fr)); }
  ${media.lg} { grid-template-columns: repeat(3, minmax(0, 1fr)); }
`

const CARD_SIZES = '(min-width: 1240px) 380px, (min-width: 768px) 45vw, 100vw'

type CardProps = {
  post: BlogCardPost
  /** The card's title level: one below the heading the list sits under. */
  headingLevel: 2 | 3
  /** For a cover in the first screenful: fetched at once rather than when scrolled to. */
  priority?: boolean
}

/** One post on the blog list (SPEC §2 /blog): cover, status, author, date, title, excerpt, Read More. */
export function BlogCard({ post, headingLevel, priority }: CardProps) {
  return (
    <Card>
      <WideCover src={post.coverImageUrl || DEFAULT_COVER} alt={`Cover of ${post.title}`} sizes={CARD_SIZES} priority={priority} />
      <PostMeta post={post} date={formatDate(post.publishedAt)} />
      <Title as={headingLevel === 2 ? 'h2' : 'h3'}>{post.title}</Title>
      {post.excerpt && <Excerpt>{post.excerpt}</Excerpt>}
      <ReadMore href={`/blog/${post.slug}`} aria-label={`Read More: ${post.title}`}>
        Read More →
      </ReadMore>
    </Card>
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
    <Grid aria-label={label}>
      {posts.map((post, index) => (
        <li key={post.id}>
          <BlogCard post={post} headingLevel={headingLevel} priority={leadsPage && index === 0} />
        </li>
      ))}
    </Grid>
  )
}
