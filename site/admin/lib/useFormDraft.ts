'use client'
import { useAuth } from '@payloadcms/ui'
import { useEffect, useRef } from 'react'

/**
 * A form's unsaved draft, kept in this browser tab (sessionStorage, under the signed-in admin's
 * id): moving to another tab of the panel, a reload, or signing in again after the session ended
 * elsewhere brings it back. Nothing is kept while the form is `blank` (as it starts, or saved).
 */
export function useFormDraft<D>(form: string, draft: D, blank: boolean, restore: (draft: D) => void) {
  const { user } = useAuth()
  const key = user ? `admin-draft:${user.id}:${form}` : null
  const restored = useRef(false)
  // Once, after hydration: the server has no sessionStorage.
  useEffect(() => {
    if (!key || restored.current) return
    restored.current = true
    const kept = readDraft<D>(key)
    if (kept !== null) restore(kept)
  }, [key, restore])
  useEffect(() => {
    if (key && restored.current) keepDraft(key, blank ? null : draft)
  }, [key, draft, blank])
}

/** Whether a form's values are still those it starts with. */
export const sameValues = (values: object, start: object): boolean => JSON.stringify(values) === JSON.stringify(start)

function readDraft<D>(key: string): D | null {
  try {
    const kept = sessionStorage.getItem(key)
    return kept === null ? null : (JSON.parse(kept) as D)
  } catch {
    // Storage refused, or a value this code did not write: no draft.
    return null
  }
}

function keepDraft(key: string, draft: unknown) {
  try {
    if (draft === null) sessionStorage.removeItem(key)
    else sessionStorage.setItem(key, JSON.stringify(draft))
  } catch {
    // Storage full or refused: the form still works, only its draft is not kept.
  }
}
