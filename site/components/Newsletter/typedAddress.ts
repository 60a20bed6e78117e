// The address last typed into a subscribe form on this page, so that a form opened afterwards (a
// "Follow" one) starts with it. In the browser's memory only, until the page is reloaded: the
// cached HTML is the same for everyone and holds nobody's address.
let typed = ''

export function rememberTypedAddress(value: string): void {
  typed = value.trim()
}

export const typedAddress = (): string => typed
