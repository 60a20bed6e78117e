'use client'
import { useCallback, useEffect, useState } from 'react'
import { sendJson } from '@site/lib/postJson'
import { signedOut } from './feedback'

export type AdminList<T> = {
  /** null until the first answer arrives. */
  items: T[] | null
  error: string | null
  reload: () => Promise<void>
}

/** One of the /api lists the panel shows (SPEC §7), read on mount and again after each write. */
export function useAdminList<T>(url: string): AdminList<T> {
  const [items, setItems] = useState<T[] | null>(null)
  const [error, setError] = useState<string | null>(null)
  const reload = useCallback(async () => {
    const result = await sendJson<T[]>('GET', url, undefined, 'Could not load this list. Please reload the page.')
    if (result.ok) {
      setItems(result.body)
      setError(null)
    } else if (result.status === 401) {
      signedOut()
    } else {
      setError(result.message)
    }
  }, [url])
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the state is set after the read answers, not during the effect
    void reload()
  }, [reload])
  return { items, error, reload }
}
