import { useEffect, useEffectEvent, type RefObject } from 'react'

/**
 * What a quick visitor typed into a controlled field before React took this part of the page
 * over is in the field but not in `value` (React would then empty the field): taken once, as
 * React starts.
 */
export function useTypedBeforeLive(input: RefObject<HTMLInputElement | null>, value: string, onChange: (typed: string) => void): void {
  const catchUp = useEffectEvent(() => {
    const typed = input.current?.value ?? ''
    if (typed !== value) onChange(typed)
  })
  useEffect(() => catchUp(), [])
}
