import type { Metadata } from 'next'
import { PlaceholderPage } from '../../../components/PlaceholderPage/PlaceholderPage'

export const metadata: Metadata = { title: 'Submit Lyrics' }

export default function SubmitPage() {
  return <PlaceholderPage eyebrow="Get featured" title="Submit Lyrics" note="Lyric submissions open soon." />
}
