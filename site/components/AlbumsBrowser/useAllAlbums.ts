'use client'

import { useCallback, useRef, useState } from 'react'
import { readAllAlbums } from '../../lib/read/browserCatalogue'
import type { Album } from '../../lib/read/types'

type State = { status: 'partial' | 'loading' | 'failed'; albums: readonly Album[] } | { status: 'complete'; albums: readonly Album[] }

/**
 * The albums /albums knows: the first page from its HTML, then every album once the visitor
 * searches or asks for more (read once; a failed read is asked again on the next request).
 */
export function useAllAlbums(firstPage: readonly Album[], total: number) {
  const [state, setState] = useState<State>({ status: firstPage.length >= total ? 'complete' : 'partial', albums: firstPage })
  const pending = useRef<Promise<void> | null>(null)

  const load = useCallback(() => {
    if (state.status === 'complete') return
    pending.current ??= readAllAlbums().then(
      (albums) => setState({ status: 'complete', albums }),
      (error: unknown) => {
        console.error('Albums: the whole catalogue could not be read', error)
        pending.current = null
        setState((current) => ({ ...current, status: 'failed' }))
      },
    )
    setState((current) => (current.status === 'complete' ? current : { ...current, status: 'loading' }))
  }, [state.status])

  return { ...state, load }
}
