import type { Metadata } from 'next'
import { ArticleNotFound } from '@site/components/ArticleNotFound/ArticleNotFound'

export const metadata: Metadata = { title: 'Article Not Found' }

export default ArticleNotFound
