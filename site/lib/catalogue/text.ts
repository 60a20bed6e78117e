/** The first `length` characters, with an ellipsis when there was more (SPEC §9: 100 for lyrics). */
export function preview(text: string, length: number): string {
  const chars = Array.from(text.trim())
  return chars.length > length ? `${chars.slice(0, length).join('').trimEnd()}…` : chars.join('')
}

/** The share text of SPEC §2: 'Check out {title} by {artist}'. */
export const shareText = (title: string, artist: string) => `Check out ${title} by ${artist}`

type Greeted = { firstName?: string | null; email?: string | null } | null

/** SPEC §2 signed-in home: the first name, else the e-mail, else 'Music Lover'. */
export function greetingName(user: Greeted): string {
  return user?.firstName?.trim() || user?.email?.trim() || 'Music Lover'
}
