import fs from 'node:fs'
import path from 'node:path'
import { request, type APIRequestContext } from '@playwright/test'
import { MAIN, STATE_DIR } from './sites'

export const ROLES = ['anonymous', 'user', 'other', 'admin'] as const
export type Role = (typeof ROLES)[number]

export const stateFile = (role: Exclude<Role, 'anonymous'>) => path.join(STATE_DIR, `${role}.json`)
export const preparedFile = path.join(STATE_DIR, 'prepared.json')

/** What the setup made for the specs to aim at, by id. */
export type Prepared = {
  userId: number
  otherId: number
  adminId: number
  publishedPost: { id: number; slug: string }
  draftPost: { id: number; slug: string }
  archivedPost: { id: number; slug: string }
  inactiveAlbum: number
  activeAlbum: number
  inactiveArtist: number
  activeArtist: number
  userSubmission: number
  userComment: number
  contactMessage: number
}

export const prepared = (): Prepared => JSON.parse(fs.readFileSync(preparedFile, 'utf8')) as Prepared

/**
 * A client of the main site as one role: the role's session (from the setup), our Origin on
 * every request as the site's own pages send it.
 */
export function clientAs(role: Role, base = MAIN): Promise<APIRequestContext> {
  return request.newContext({
    baseURL: base,
    extraHTTPHeaders: { origin: base },
    storageState: role === 'anonymous' ? undefined : stateFile(role),
  })
}
