import type { toContractUser } from '@cms/api/mappers/user'

/** The signed-in visitor as GET /api/auth/user answers (SPEC §7): what the browser knows of them. */
export type Viewer = Pick<ReturnType<typeof toContractUser>, 'id' | 'email' | 'firstName' | 'profileImageUrl' | 'role'>

/** SPEC §4 auth state: loading until GET /api/auth/user has answered. */
export type ViewerState = { status: 'loading' } | { status: 'signedOut' } | { status: 'signedIn'; viewer: Viewer }

export const isAdmin = (viewer: Viewer | null | undefined): boolean => viewer?.role === 'admin'

/** The name the avatar menu shows: the first name, else the e-mail. */
export function viewerName(viewer: Viewer): string {
  return viewer.firstName?.trim() || viewer.email
}

// Grapheme clusters do not depend on the language: one segmenter on the server and in browsers,
// made on first use: making one loads the browser's break rules, 14 ms of a phone's main thread
// (56 ms at 4× CPU) before any page came alive, for an avatar most visitors never see.
let graphemes: Intl.Segmenter | undefined

/** SPEC §3: the first letter of firstName, else of email, else 'U'. */
export function avatarInitial(viewer: Pick<Viewer, 'firstName' | 'email'>): string {
  const source = viewer.firstName?.trim() || viewer.email?.trim() || 'U'
  // The first character as a reader sees it: charAt(0) cut an emoji (two UTF-16 units) in half,
  // which showed as "�" and made the server's HTML differ from the browser's.
  const [first] = (graphemes ??= new Intl.Segmenter('en', { granularity: 'grapheme' })).segment(source)
  return first!.segment.toUpperCase()
}
