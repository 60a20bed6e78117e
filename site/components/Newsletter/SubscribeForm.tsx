'use client'

import { useEffect, useRef } from 'react'
import type { SubscriptionSource } from '@cms/schemas/newsletter'
import { useSignedInViewer } from '../../lib/hooks/useViewer'
import { useJsonForm } from '../JsonForm/useJsonForm'
import { JsonForm } from '../JsonForm/JsonForm'
import { FormField } from '../FormField/FormField'
import styles from './Newsletter.module.css'
import { rememberTypedAddress, typedAddress } from './typedAddress'

type Props = {
  source: SubscriptionSource
  /** Follow this artist only; without it, every release. */
  artist?: { id: number; name: string }
  label?: string
  /** Off where another form on the page says it already. */
  fineprint?: boolean
}

/**
 * The label of a page's own subscribe form: the footer's form, on the same page, keeps the default,
 * and two forms of one name are two landmarks a screen reader cannot tell apart.
 */
export const PAGE_SUBSCRIBE_LABEL = 'E-mail me each Monday album'

/**
 * An address for the Monday album (or one artist's albums), to POST /api/newsletter/subscribe.
 * The same answer comes back for every address: the mailed link confirms it. Unless something was
 * typed here already, the field starts with the address typed into another subscribe form on the
 * page, else a signed-in user's account e-mail once known (in the browser: the cached page is the
 * same for all).
 */
export function SubscribeForm({ source, artist, label = 'Get the Monday album by e-mail', fineprint = true }: Props) {
  const accountEmail = useSignedInViewer()?.email
  const box = useRef<HTMLDivElement>(null)
  useEffect(() => {
    const input = box.current?.querySelector<HTMLInputElement>('input[name="email"]')
    const known = typedAddress() || accountEmail
    if (known && input && !input.value) input.value = known
  }, [accountEmail])
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
  const success = <SubscribedNote />
  return (
    <div className={styles.subscribe} ref={box}>
      <JsonForm label={label} submitLabel={artist ? `Follow ${artist.name}` : 'Subscribe'} pendingLabel="Sending..." form={form} success={success}>
        <FormField
          label={label}
          type="email"
          autoComplete="email"
          inputMode="email"
          onChange={(event) => rememberTypedAddress(event.currentTarget.value)}
          {...form.field('email')}
        />
      </JsonForm>
      {fineprint && <p className={styles.fineprint}>One e-mail per release, no tracking. Unsubscribe in one click.</p>}
    </div>
  )
}

/**
 * What replaces the form once sent. It takes the focus, as the other forms' success views do:
 * the button pressed is gone, and the keyboard would start again from the top of the page.
 */
function SubscribedNote() {
  const note = useRef<HTMLParagraphElement>(null)
  useEffect(() => note.current?.focus(), [])
  return (
    <p className={styles.sent} role="status" tabIndex={-1} ref={note}>
      Check your inbox to confirm your subscription.
    </p>
  )
}
