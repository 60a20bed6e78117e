import type { Metadata } from 'next'
import { ArticleNotFound } from '../../../../components/ArticleNotFound/ArticleNotFound'

export const metadata: Metadata = { title: 'Article Not Found' }

export default ArticleNotFound
