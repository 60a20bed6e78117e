'use client'

import { TOASTS } from '../../lib/forms/toasts'
import { useJsonForm } from '../JsonForm/useJsonForm'
import { FieldRow } from '../FormField/FieldRow'
import { FormField } from '../FormField/FormField'
import { TextAreaField } from '../FormField/TextAreaField'
import { JsonForm } from '../JsonForm/JsonForm'
import { SentPanel } from '../SuccessPanel/SentPanel'
import { toast } from '../Toast/toast'

/** Name, email, subject and message, to POST /api/contact. */
export function ContactForm() {
  const form = useJsonForm({
    loadSchema: () => import('@cms/schemas/contact').then((module) => module.contactSchema),
    endpoint: '/api/contact',
    onSent: () => {
      void toast(TOASTS.contactSent)
    },
    onFailed: () => {
      void toast(TOASTS.contactFailed)
    },
  })

  const success = (
    <SentPanel title="Message Sent!" again="Send Another Message" onAgain={form.again}>
      Thank you for getting in touch. We read every message and usually answer within 24-48 hours.
    </SentPanel>
  )

  return (
    <JsonForm label="Send us a Message" submitLabel="Send Message" pendingLabel="Sending..." form={form} success={success}>
      <FieldRow>
        <FormField label="Name" autoComplete="name" {...form.field('name')} />
        <FormField label="Email" type="email" autoComplete="email" inputMode="email" {...form.field('email')} />
      </FieldRow>
      <FormField label="Subject" {...form.field('subject')} />
      <TextAreaField label="Message" rows={6} {...form.field('message')} />
    </JsonForm>
  )
}
