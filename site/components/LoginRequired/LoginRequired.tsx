import styled from 'styled-components'
import { SUBMIT_SIGN_IN_HREF } from '../../lib/forms/toasts'
import { theme } from '../../styles/theme'
import { ButtonAnchor } from '../Button/Button'
import { FormCard } from '../FormCard/FormCard'
import { LockIcon } from '../Icon/Icon'

const Text = styled.p`
  margin-bottom: ${theme.space.lg};
  color: ${theme.colors.textMuted};
`

/** /submit signed out: why lyrics need an account, and the way in (a full-page link, back to /submit). */
export function LoginRequired() {
  return (
    <FormCard title="Login Required" icon={<LockIcon />}>
      <Text>
        Please log in to submit your lyrics. Signing in keeps submissions high quality and lets us credit you by name if
        your words are featured in a release.
      </Text>
      <ButtonAnchor href={SUBMIT_SIGN_IN_HREF} $size="lg">
        Login to Submit Lyrics
      </ButtonAnchor>
    </FormCard>
  )
}
