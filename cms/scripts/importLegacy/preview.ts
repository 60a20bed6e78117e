/** A stored value as a report shows it: quoted and cut short. */
export function preview(value: unknown): string {
  const text = typeof value === 'string' ? value : JSON.stringify(value) ?? String(value)
  // Cut by characters: a cut through an emoji's two halves showed as \ud83d.
  const characters = [...text]
  const short = characters.length > 60 ? `${characters.slice(0, 57).join('')}…` : text
  return JSON.stringify(short)
}
