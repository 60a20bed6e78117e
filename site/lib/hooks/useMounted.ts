import { useSyncExternalStore } from 'react'

const subscribe = () => () => {}

/**
 * False during the server render and hydration, true afterwards: for browser-only UI (portals),
 * and for a control that does nothing until React has taken the page over (React drops a press on
 * a part of the page it has not hydrated yet): disabled, or left out, until then.
 */
export function useMounted(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
}
