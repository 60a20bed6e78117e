/** A source of numbers in [0, 1), like Math.random; tests pass a fixed one. */
export type RandomSource = () => number

/**
 * The index of a random item among `count`, or null when there are none. Any index may come up,
 * including the one playing now: SPEC §4 lets a shuffle repeat the same album.
 */
export function pickRandomIndex(count: number, random: RandomSource = Math.random): number | null {
  if (count <= 0) return null
  // Clamped so that a source returning exactly 1 (or a little over) still lands on the last item.
  return Math.min(count - 1, Math.floor(random() * count))
}
