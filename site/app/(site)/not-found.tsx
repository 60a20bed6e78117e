import type { Metadata } from 'next'
import { NotFound } from '../../components/NotFound/NotFound'

export const metadata: Metadata = { title: { absolute: '404 Page Not Found' } }

export default NotFound
