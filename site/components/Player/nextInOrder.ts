/**
 * The index after `current` among `count` items, wrapping from the last back to the first; the
 * first when nothing is current; null when there are no items.
 */
export function nextIndex(current: number | null, count: number): number | null {
  if (count <= 0) return null
  if (current === null || current < 0) return 0
  return (current + 1) % count
}
