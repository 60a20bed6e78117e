import { useEffect } from 'react'

// A window event, since the dock's player (in the layout) and an album page's own are far apart in the tree.
const STARTED = 'machine-soul:spotify-player-started'

/** Tells the site's other Spotify player that `who` has started one: it stops, so that one plays at a time. */
export function announceStart(who: string): void {
  window.dispatchEvent(new CustomEvent(STARTED, { detail: who }))
}

/** While `active`, calls `stop` when another player than `who` starts. */
export function useStopWhenAnotherStarts(who: string, active: boolean, stop: () => void): void {
  useEffect(() => {
    if (!active) return
    const onStart = (event: Event) => {
      if ((event as CustomEvent<string>).detail !== who) stop()
    }
    window.addEventListener(STARTED, onStart)
    return () => window.removeEventListener(STARTED, onStart)
  }, [who, active, stop])
}
