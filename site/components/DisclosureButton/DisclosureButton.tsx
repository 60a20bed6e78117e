import type { ComponentProps } from 'react'

type Props = Omit<ComponentProps<'button'>, 'type'> & { expanded: boolean; controls: string }

/** A button that shows and hides another element: aria-expanded says whether it shows, aria-controls which it is. */
export function DisclosureButton({ expanded, controls, ...props }: Props) {
  return <button type="button" aria-expanded={expanded} aria-controls={controls} {...props} />
}
