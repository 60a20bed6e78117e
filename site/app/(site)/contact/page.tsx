import type { Metadata } from 'next'
import { ContactForm } from '../../../components/ContactForm/ContactForm'
import { ContactInfo } from '../../../components/ContactInfo/ContactInfo'
import { FormCard } from '../../../components/FormCard/FormCard'
import { FormPage } from '../../../components/FormPage/FormPage'
import { MailIcon } from '../../../components/Icon/Icon'
import { PageHeader } from '../../../components/PageHeader/PageHeader'
import { pageMetadata } from '../../../lib/pageMetadata'

const LEAD =
  'Questions, ideas, collaborations, licensing or press: write to the Machine Soul collective. We answer every message within 24-48 hours.'

export const metadata: Metadata = pageMetadata({
  title: 'Contact',
  shareTitle: 'Contact · Machine Soul',
  description: LEAD,
  path: '/contact',
})

export default function ContactPage() {
  return (
    <>
      <PageHeader eyebrow="Get in touch" title="Contact Us" lead={LEAD} />
      <FormPage $columns={2}>
        <ContactInfo />
        <FormCard title="Send us a Message" icon={<MailIcon />}>
          <ContactForm />
        </FormCard>
      </FormPage>
    </>
  )
}
