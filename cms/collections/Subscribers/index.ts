import type { CollectionConfig } from 'payload'
import { isAdmin } from '../../access/isAdmin'
import { nobody, nobodyField } from '../../access/nobody'
import { contactEmailSchema } from '../../schemas/contact'
import { validateWith } from '../../schemas/field'
import { SUBSCRIBER_STATUSES, SUBSCRIPTION_SOURCES } from '../../schemas/newsletter'

const serverOnly = { read: nobodyField, create: nobodyField, update: nobodyField }

/**
 * The mailing list (README "Newsletter"). Only what the issue allows is kept: the address, its
 * follows, the consent's moment and source, the account that proved it holds the address, and
 * the hash of a pending confirmation link. The public acts only through /api/newsletter/*
 * (token- or session-checked, cms/api/newsletter); admins read and delete here, nobody edits a
 * consent record by hand.
 */
export const Subscribers: CollectionConfig = {
  slug: 'subscribers',
  labels: { singular: 'Subscriber', plural: 'Subscribers' },
  admin: { useAsTitle: 'email', defaultColumns: ['email', 'status', 'everyRelease', 'consentAt'], group: 'Newsletter' },
  access: { read: isAdmin, create: nobody, update: nobody, delete: isAdmin },
  graphQL: false,
  defaultSort: '-createdAt',
  fields: [
    { name: 'email', type: 'text', required: true, unique: true, index: true, validate: validateWith(contactEmailSchema) },
    {
      name: 'status',
      type: 'select',
      required: true,
      index: true,
      defaultValue: 'pending',
      options: SUBSCRIBER_STATUSES.map((value) => ({ value, label: value[0]!.toUpperCase() + value.slice(1) })),
    },
    { name: 'everyRelease', type: 'checkbox', required: true, defaultValue: false, label: 'Every release' },
    { name: 'artists', type: 'relationship', relationTo: 'artists', hasMany: true, label: 'Follows' },
    { name: 'consentAt', type: 'date', label: 'Consent given', admin: { date: { pickerAppearance: 'dayAndTime' } } },
    { name: 'consentSource', type: 'select', label: 'Consent source', options: [...SUBSCRIPTION_SOURCES] },
    // Set when this address's own mail link is used by the account of the same address: its follows are then kept with the account.
    { name: 'user', type: 'relationship', relationTo: 'users', index: true, label: 'Account' },
    // The SHA-256 of the one confirmation link outstanding (the link itself is only in the e-mail).
    { name: 'confirmTokenHash', type: 'text', index: true, access: serverOnly, admin: { hidden: true } },
    { name: 'confirmTokenExpiresAt', type: 'date', index: true, access: serverOnly, admin: { hidden: true } },
  ],
}
