import type { Metadata } from 'next'
import { PlaceholderPage } from '../../../components/PlaceholderPage/PlaceholderPage'

export const metadata: Metadata = { title: 'Contact' }

export default function ContactPage() {
  return <PlaceholderPage eyebrow="Get in touch" title="Contact" note="The contact form is coming soon." />
}
