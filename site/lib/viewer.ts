import type { SessionUser } from './session'

/** What the chrome's client components need to know about the signed-in visitor. */
export type Viewer = Pick<SessionUser, 'email' | 'firstName' | 'profileImageUrl' | 'role'>

export function toViewer(user: SessionUser): Viewer {
  return { email: user.email, firstName: user.firstName, profileImageUrl: user.profileImageUrl, role: user.role }
}

export const isAdmin = (viewer: Viewer | null): boolean => viewer?.role === 'admin'

/** The name the avatar menu shows: the first name, else the e-mail. */
export function viewerName(viewer: Viewer): string {
  return viewer.firstName?.trim() || viewer.email
}

/** SPEC §3: the first letter of firstName, else of email, else 'U'. */
export function avatarInitial(viewer: Viewer): string {
  const source = viewer.firstName?.trim() || viewer.email?.trim() || 'U'
  return source.charAt(0).toUpperCase()
}
