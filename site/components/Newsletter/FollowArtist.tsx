'use client'

import { useId, useState } from 'react'
import type { SubscriptionSource } from '@cms/schemas/newsletter'
import { buttonClassName } from '../Button/Button'
import { DisclosureButton } from '../DisclosureButton/DisclosureButton'
import { SubscribeForm } from './SubscribeForm'

type Props = { artist: { id: number; name: string }; source?: SubscriptionSource }

/** "Follow": opens the address form for this artist's albums (double opt-in as every subscription). */
export function FollowArtist({ artist, source = 'artist' }: Props) {
  const [open, setOpen] = useState(false)
  const panel = useId()
  return (
    <div>
      <DisclosureButton className={buttonClassName({ variant: 'secondary', size: 'sm' })} expanded={open} controls={panel} onClick={() => setOpen(!open)}>
        {open ? 'Close' : `Follow ${artist.name}`}
      </DisclosureButton>
      <div id={panel} hidden={!open}>
        {open && <SubscribeForm source={source} artist={artist} label={`Your e-mail for ${artist.name}'s new albums`} />}
      </div>
    </div>
  )
}
