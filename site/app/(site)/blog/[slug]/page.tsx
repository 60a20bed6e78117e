import type { Metadata } from 'next'
import { ButtonLink } from '../../../../components/Button/Button'
import { ArrowLeftIcon } from '../../../../components/Icon/Icon'
import { PlaceholderPage } from '../../../../components/PlaceholderPage/PlaceholderPage'

export const metadata: Metadata = { title: 'Article · Neural Chronicles' }

export default function ArticlePage() {
  return (
    <PlaceholderPage eyebrow="Neural Chronicles" title="Article" note="Articles are coming soon.">
      <ButtonLink href="/blog" $variant="secondary" $size="sm">
        <ArrowLeftIcon size={16} /> Back to Blog
      </ButtonLink>
    </PlaceholderPage>
  )
}
