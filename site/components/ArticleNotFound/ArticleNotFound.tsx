import { BackToBlog } from '../BackToBlog/BackToBlog'
import { PageHeader } from '../PageHeader/PageHeader'

/** SPEC §2: the article is missing, unpublished, or failed to load. */
export function ArticleNotFound() {
  return (
    <PageHeader
      eyebrow="Neural Chronicles"
      title="Article Not Found"
      lead="The article you're looking for doesn't exist or has been removed."
    >
      <BackToBlog />
    </PageHeader>
  )
}
