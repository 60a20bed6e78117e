/**
 * Where a key moves the focus in a row of `count` controls (WAI-ARIA tabs and toolbars): the
 * arrows step and wrap around, Home and End go to the ends; undefined for any other key.
 */
export function rovingIndex(key: string, index: number, count: number): number | undefined {
  const last = count - 1
  return { ArrowRight: index === last ? 0 : index + 1, ArrowLeft: index === 0 ? last : index - 1, Home: 0, End: last }[key]
}
