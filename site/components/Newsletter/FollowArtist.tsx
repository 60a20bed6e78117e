'use client'

import { clsx } from 'clsx'
import { useId, useRef, useState, type KeyboardEvent } from 'react'
import type { SubscriptionSource } from '@cms/schemas/newsletter'
import { keepOwnSubscription, useOwnSubscription, type OwnSubscription } from '../../lib/hooks/useOwnSubscription'
import { useMounted } from '../../lib/hooks/useMounted'
import { sendJson } from '../../lib/postJson'
import { Button, buttonClassName } from '../Button/Button'
import { DisclosureButton } from '../DisclosureButton/DisclosureButton'
import { FormAlert } from '../FormAlert/FormAlert'
import { SubscribeForm } from './SubscribeForm'
import styles from './Newsletter.module.css'

type Artist = { id: number; name: string }
type Props = {
  artist: Artist
  source?: SubscriptionSource
  /** Off beside the page's own subscribe form, which says it already. */
  fineprint?: boolean
}

/** A signed-in subscriber follows and unfollows with one press: the account's subscription keeps it. */
function FollowToggle({ artist, own }: { artist: Artist; own: OwnSubscription }) {
  const following = own.artists.includes(artist.id)
  const [busy, setBusy] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const onClick = async () => {
    setBusy(true)
    setError(null)
    const result = await sendJson<{ subscription: OwnSubscription }>('PATCH', '/api/newsletter/me', { artist: artist.id, following: !following })
    setBusy(false)
    if (result.ok) keepOwnSubscription(result.body.subscription)
    else setError(result.message)
  }
  return (
    <div>
      <Button type="button" className={styles.named} $variant="secondary" $size="sm" aria-pressed={following} disabled={busy} onClick={() => void onClick()}>
        {following ? `Following ${artist.name}` : `Follow ${artist.name}`}
      </Button>
      {error && <FormAlert takeFocus>{error}</FormAlert>}
    </div>
  )
}

/**
 * "Follow": opens the address form for this artist's albums (double opt-in as every
 * subscription), which Escape closes; for a signed-in user whose account holds a subscription,
 * follows at once.
 */
export function FollowArtist({ artist, source = 'artist', fineprint = true }: Props) {
  const own = useOwnSubscription()
  const live = useMounted()
  const [open, setOpen] = useState(false)
  const panel = useId()
  const toggle = useRef<HTMLButtonElement>(null)
  if (own) return <FollowToggle artist={artist} own={own} />
  // The form goes, so the keyboard goes back to the button that opened it rather than to the page's top.
  const closeOnEscape = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Escape' || !open) return
    setOpen(false)
    toggle.current?.focus()
  }
  return (
    // It only hears the Escape of the controls inside: nothing of its own to say (jsx-a11y's way for bubbled events).
    // Without scripts the form could not be sent: left out (the page's own subscribe form says why).
    <div className={clsx(styles.follow, 'needs-js')} role="presentation" onKeyDown={closeOnEscape}>
      <DisclosureButton
        ref={toggle}
        className={clsx(buttonClassName({ variant: 'secondary', size: 'sm' }), styles.named)}
        expanded={open}
        controls={panel}
        disabled={!live}
        onClick={() => setOpen(!open)}
      >
        {open ? (
          // Several artists' buttons may be open at once: a screen reader hears whose form each closes.
          <>
            Close<span className="visually-hidden"> the e-mail form for {artist.name}</span>
          </>
        ) : (
          `Follow ${artist.name}`
        )}
      </DisclosureButton>
      <div id={panel} hidden={!open}>
        {open && <SubscribeForm source={source} artist={artist} label={`Your e-mail for ${artist.name}'s new albums`} fineprint={fineprint} />}
      </div>
    </div>
  )
}
