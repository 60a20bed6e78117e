import { LIMITS } from '@cms/constants'
import { FormField } from '../FormField/FormField'

type Props = { label: string; name: string; error?: string }

/** A password being chosen (new account, reset), with the length rule as its hint. */
export function NewPasswordField(props: Props) {
  return <FormField type="password" autoComplete="new-password" hint={`At least ${LIMITS.passwordMin} characters.`} {...props} />
}
