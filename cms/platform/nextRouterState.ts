import { parseAndValidateFlightRouterState } from 'next/dist/server/app-render/parse-and-validate-flight-router-state.js'

/**
 * Whether Next can read a page request's router state (the Next-Router-State-Tree header its
 * client router sends with `RSC: 1`). Next documents neither the header nor its shape, and
 * answers one it cannot read with a 500 and a stack trace in the log (16.4.6); asking Next's own
 * reader keeps the check the same as Next's on an upgrade.
 */
export function routerStateReadable(header: string | string[] | undefined): boolean {
  try {
    parseAndValidateFlightRouterState(header)
    return true
  } catch {
    return false
  }
}
