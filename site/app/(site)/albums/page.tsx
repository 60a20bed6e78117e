import type { Metadata } from 'next'
import { PlaceholderPage } from '../../../components/PlaceholderPage/PlaceholderPage'

export const metadata: Metadata = { title: 'Albums' }

export default function AlbumsPage() {
  return <PlaceholderPage eyebrow="Catalogue" title="Albums" note="The album catalogue is coming soon: a new release lands every Monday." />
}
