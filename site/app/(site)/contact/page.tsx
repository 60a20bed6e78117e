import type { Metadata } from 'next'
import { ContactForm } from '@site/components/ContactForm/ContactForm'
import { ContactInfo } from '@site/components/ContactInfo/ContactInfo'
import { FormCard } from '@site/components/FormCard/FormCard'
import { FormPage } from '@site/components/FormPage/FormPage'
import { MailIcon } from '@site/components/Icon/Icon'
import { PageHeader } from '@site/components/PageHeader/PageHeader'
import { pageMetadata } from '@site/lib/pageMetadata'

const LEAD =
  'Questions, ideas, collaborations, licensing or press: write to the Machine Soul collective. We answer every message within 24-48 hours.'

export const metadata: Metadata = pageMetadata({
  title: 'Contact',
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
