import { SUBMIT_SIGN_IN_HREF } from '../../lib/forms/toasts'
import { ButtonAnchor } from '../Button/Button'
import { FormCard } from '../FormCard/FormCard'
import { LockIcon } from '../Icon/Icon'
import styles from './LoginRequired.module.css'

/** /submit signed out: why lyrics need an account, and the way in (a full-page link, back to /submit). */
export function LoginRequired() {
  return (
    <FormCard title="Login Required" icon={<LockIcon />}>
      <p className={styles.text}>
        Please log in to submit your lyrics. Signing in keeps submissions high quality and lets us credit you by name if
        your words are featured in a release.
      </p>
      <ButtonAnchor href={SUBMIT_SIGN_IN_HREF} $size="lg">
        Login to Submit Lyrics
      </ButtonAnchor>
    </FormCard>
  )
}
