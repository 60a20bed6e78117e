import type { CollectionConfig } from 'payload'
import { anyone } from '../../access/anyone'
import { isAdmin } from '../../access/isAdmin'
import { nobody } from '../../access/nobody'
import {
  contactEmailSchema,
  contactMessageSchema,
  contactNameSchema,
  contactSubjectSchema,
} from '../../schemas/contact'
import { limitRate } from '../../hooks/limitRate'
import { emailCollective } from './hooks/emailCollective'
import { validateWith } from '../../schemas/field'
import { freeTextField } from '../../fields/freeText'
import { oneLine } from '../../hooks/trimText'

/** Every message sent through the contact form is kept here for the collective to read (and e-mailed, with SMTP). */
export const ContactMessages: CollectionConfig = {
  slug: 'contact-messages',
  labels: { singular: 'Contact message', plural: 'Contact messages' },
  admin: { useAsTitle: 'subject', defaultColumns: ['subject', 'name', 'email', 'createdAt'] },
  access: { create: anyone, read: isAdmin, update: nobody, delete: isAdmin },
  defaultSort: '-createdAt',
  hooks: { beforeOperation: [limitRate('contact')], afterChange: [emailCollective] },
  fields: [
    { name: 'name', type: 'text', required: true, validate: validateWith(contactNameSchema), hooks: { beforeValidate: [oneLine] } },
    { name: 'email', type: 'text', required: true, validate: validateWith(contactEmailSchema) },
    { name: 'subject', type: 'text', required: true, validate: validateWith(contactSubjectSchema), hooks: { beforeValidate: [oneLine] } },
    freeTextField({ name: 'message', required: true, validate: validateWith(contactMessageSchema) }, 'long'),
  ],
}
