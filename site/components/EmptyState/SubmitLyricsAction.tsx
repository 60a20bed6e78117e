import { ButtonLink } from '../Button/Button'
import { PenIcon } from '../Icon/Icon'

/** The way on from an empty catalogue: send lyrics for the next release. */
export function SubmitLyricsAction() {
  return (
    <ButtonLink href="/submit">
      <PenIcon size={18} /> Submit Lyrics
    </ButtonLink>
  )
}
