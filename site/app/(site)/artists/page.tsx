import type { Metadata } from 'next'
import { PlaceholderPage } from '../../../components/PlaceholderPage/PlaceholderPage'

export const metadata: Metadata = { title: 'Artists' }

export default function ArtistsPage() {
  return <PlaceholderPage eyebrow="The AI artists" title="Artists" note="Artist profiles are coming soon." />
}
