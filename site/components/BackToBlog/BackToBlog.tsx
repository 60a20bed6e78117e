import { ButtonLink, type ButtonVariant } from '../Button/Button'
import { ArrowLeftIcon } from '../Icon/Icon'

/** The way from an article (or its not-found screen) back to the list. */
export function BackToBlog({ variant = 'primary' }: { variant?: ButtonVariant }) {
  return (
    <ButtonLink href="/blog" $variant={variant} $size={variant === 'primary' ? 'md' : 'sm'}>
      <ArrowLeftIcon size={16} /> Back to Blog
    </ButtonLink>
  )
}
