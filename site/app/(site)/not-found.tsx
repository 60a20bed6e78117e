import type { Metadata } from 'next'
import { NotFound } from '../../components/NotFound/NotFound'
import { NOT_FOUND_TITLE } from '../../lib/siteMetadata'

export const metadata: Metadata = { title: { absolute: NOT_FOUND_TITLE } }

export default NotFound
