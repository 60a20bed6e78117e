import type { CollectionConfig } from 'payload'
import { isAdmin } from '../../access/isAdmin'
import { nobody } from '../../access/nobody'

/** Where one recipient's release e-mail is: claimed pending → sending, then sent or failed. */
export const DELIVERY_STATES = ['pending', 'sending', 'sent', 'failed'] as const
export type DeliveryState = (typeof DELIVERY_STATES)[number]

/**
 * A recipient of one release e-mail and the state of its delivery. Only the sender's claims
 * (cms/newsletter/release/deliveries.ts) change a state; the unique pair keeps one row per album
 * and subscriber.
 */
export const ReleaseMailRecipients: CollectionConfig = {
  slug: 'release-mail-recipients',
  admin: { hidden: true },
  access: { read: isAdmin, create: nobody, update: nobody, delete: nobody },
  graphQL: false,
  indexes: [{ fields: ['releaseMail', 'subscriber'], unique: true }],
  fields: [
    { name: 'releaseMail', type: 'relationship', relationTo: 'release-mails', required: true, index: true },
    { name: 'subscriber', type: 'relationship', relationTo: 'subscribers', index: true },
    { name: 'state', type: 'select', required: true, index: true, defaultValue: 'pending', options: [...DELIVERY_STATES] },
    { name: 'attempts', type: 'number', required: true, defaultValue: 0 },
    { name: 'nextAttemptAt', type: 'date', index: true },
    { name: 'claimedAt', type: 'date' },
  ],
}
