'use client'

import { useMounted } from '../../lib/hooks/useMounted'
import { shareOrCopy } from './shareOrCopy'
import { Button, type ButtonSize, type ButtonVariant } from '../Button/Button'
import { ShareIcon } from '../Icon/Icon'

type Props = {
  /** What is shared, for the button's accessible name ("Share Overclocked Hearts"). */
  name: string
  title: string
  text: string
  /** The link to share (a site path is made absolute); the page's own address when there is none. */
  url: string | null
  $variant?: ButtonVariant
  $size?: ButtonSize
}

/** Shares a link with the device's share sheet, else copies it (SPEC §2). */
export function ShareButton({ name, title, text, url, $variant = 'secondary', $size = 'sm' }: Props) {
  const live = useMounted()
  return (
    <Button
      className="needs-js"
      type="button"
      disabled={!live}
      $variant={$variant}
      $size={$size}
      aria-label={`Share ${name}`}
      onClick={() => shareOrCopy({ title, text, url: new URL(url || '', window.location.href).toString() })}
    >
      <ShareIcon size={16} /> Share
    </Button>
  )
}
