import styled from 'styled-components'
import type { Article } from '../../lib/read/types'
import { formatLongDate } from '../../lib/blog/dates'
import { DEFAULT_COVER } from '../../lib/catalogue/defaults'
import { isoDate } from '../../lib/catalogue/dates'
import { theme } from '../../styles/theme'
import { gradientText } from '../../styles/typography'
import { BackToBlog } from '../BackToBlog/BackToBlog'
import { WideCover } from '../BlogCard/BlogCard'
import { Container } from '../Container/Container'
import { PostMeta } from '../PostMeta/PostMeta'
import { Prose } from './Prose'


/** Long-form reading wants a narrower column than the site's grid. */
export const ReadingColumn = styled(Container)`
  max-width: calc(48rem + 2 * ${theme.space.gutter});
`

const Body = styled.article`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${theme.space.lg};
  padding-block: ${theme.space.xl};

  > figure, > div { align-self: stretch; }
`

const Title = styled.h1`
  font-size: ${theme.fontSizes.xxl};
  font-weight: 800;
  ${gradientText}
  padding-bottom: 0.1em;
`

const Excerpt = styled.p`
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.lg};
`

const Footer = styled.footer`
  align-self: stretch;
  padding-top: ${theme.space.lg};
  border-top: 1px solid ${theme.colors.border};
  color: ${theme.colors.textMuted};
  font-size: ${theme.fontSizes.sm};

  strong { color: ${theme.colors.text}; }
`

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
    <ReadingColumn>
      <Body>
        <BackToBlog variant="secondary" />
        <WideCover src={post.coverImageUrl || DEFAULT_COVER} alt={`Cover of ${post.title}`} sizes="(min-width: 800px) 768px, 100vw" priority />
        <PostMeta post={post} date={published} />
        <Title>{post.title}</Title>
        {post.excerpt && <Excerpt>{post.excerpt}</Excerpt>}
        {/* The one raw HTML of the site: converted from the editor's state and sanitised to SPEC §5's allow-list. */}
        <Prose dangerouslySetInnerHTML={{ __html: html }} />
        <Footer>
          <strong>Published</strong>
          {publishedTime && <> on {publishedTime}</>}
          {post.authorName && <> by {post.authorName}</>}
        </Footer>
      </Body>
    </ReadingColumn>
  )
}
