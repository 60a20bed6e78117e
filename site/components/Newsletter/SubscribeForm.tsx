'use client'

import type { SubscriptionSource } from '@cms/schemas/newsletter'
import { useJsonForm } from '../JsonForm/useJsonForm'
import { JsonForm } from '../JsonForm/JsonForm'
import { FormField } from '../FormField/FormField'
import styles from './Newsletter.module.css'

type Props = {
  source: SubscriptionSource
  /** Follow this artist only; without it, every release. */
  artist?: { id: number; name: string }
  label?: string
}

/**
 * An address for the Monday album (or one artist's albums), to POST /api/newsletter/subscribe.
 * The same answer comes back for every address: the mailed link confirms it.
 */
export function SubscribeForm({ source, artist, label = 'Get the Monday album by e-mail' }: Props) {
  const form = useJsonForm({
    loadSchema: () => import('@cms/schemas/newsletter').then((module) => module.subscribeSchema),
    endpoint: '/api/newsletter/subscribe',
    payload: (data) => ({
      email: String(data.get('email') ?? ''),
      everyRelease: !artist,
      artists: artist ? [artist.id] : [],
      source,
    }),
    onSent: () => undefined,
  })
  const success = (
    <p className={styles.sent} role="status">
      Check your inbox to confirm your subscription.
    </p>
  )
  return (
    <div className={styles.subscribe}>
      <JsonForm label={label} submitLabel={artist ? `Follow ${artist.name}` : 'Subscribe'} pendingLabel="Sending..." form={form} success={success}>
        <FormField label={label} type="email" autoComplete="email" inputMode="email" {...form.field('email')} />
      </JsonForm>
      <p className={styles.fineprint}>One e-mail per release, no tracking. Unsubscribe in one click.</p>
    </div>
  )
}
