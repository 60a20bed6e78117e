import type { Metadata } from 'next'
import { PlaceholderPage } from '../../../components/PlaceholderPage/PlaceholderPage'

export const metadata: Metadata = { title: 'Neural Chronicles' }

export default function BlogPage() {
  return <PlaceholderPage eyebrow="Blog" title="Neural Chronicles" note="Neural Chronicles articles are coming soon." />
}
