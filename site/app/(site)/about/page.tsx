import type { Metadata } from 'next'
import { PlaceholderPage } from '../../../components/PlaceholderPage/PlaceholderPage'

export const metadata: Metadata = { title: 'About' }

export default function AboutPage() {
  return <PlaceholderPage eyebrow="Machine Soul Collective" title="About" note="Our story, our creative process and how we release music are coming soon." />
}
