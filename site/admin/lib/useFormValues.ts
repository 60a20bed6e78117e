'use client'
import { useCallback, useState, type ChangeEvent } from 'react'

type Element = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement

/**
 * A form's values as one object: `field(name)` gives the props of a text-like input, `replace`
 * fills the whole form (Edit, Import) and `reset` empties it.
 */
export function useFormValues<T extends Record<string, string | boolean>>(empty: () => T) {
  const [values, setValues] = useState<T>(empty)
  const set = useCallback(<K extends keyof T>(name: K, value: T[K]) => setValues((current) => ({ ...current, [name]: value })), [])
  const field = <K extends keyof T & string>(name: K) => ({
    name,
    value: String(values[name]),
    onChange: (event: ChangeEvent<Element>) => set(name, event.target.value as T[K]),
  })
  const check = <K extends keyof T & string>(name: K) => ({
    name,
    checked: Boolean(values[name]),
    onChange: (event: ChangeEvent<HTMLInputElement>) => set(name, event.target.checked as T[K]),
  })
  const reset = useCallback(() => setValues(empty()), [empty])
  return { values, set, field, check, replace: setValues, reset }
}
