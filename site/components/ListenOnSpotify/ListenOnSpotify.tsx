import { ButtonExternal, type ButtonSize } from '../Button/Button'
import { ExternalIcon } from '../Icon/Icon'

type Props = { href: string; label?: string; name: string; $size?: ButtonSize }

/** A Spotify link-out in a new tab, named for what it opens ("Listen on Spotify: Overclocked Hearts"). */
export function ListenOnSpotify({ href, label = 'Listen on Spotify', name, $size = 'sm' }: Props) {
  return (
    <ButtonExternal href={href} $size={$size} aria-label={`${label}: ${name} (opens in a new tab)`}>
      {label} <ExternalIcon size={$size === 'sm' ? 14 : 16} />
    </ButtonExternal>
  )
}
