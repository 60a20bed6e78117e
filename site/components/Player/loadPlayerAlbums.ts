import 'server-only'
import { getClient } from '../../graphql/client'
import { PlayerAlbumsDocument } from '../../graphql/generated/graphql'
import type { PlayerAlbum } from './types'

/**
 * The collection in playing order (newest release first), or null when it could not be read:
 * the page still renders, with a player that has nothing to skip to.
 */
export async function loadPlayerAlbums(): Promise<PlayerAlbum[] | null> {
  try {
    const client = await getClient()
    const { data } = await client.query({ query: PlayerAlbumsDocument })
    return data?.Albums?.docs ?? null
  } catch (error) {
    console.error('Player: the album list could not be read', error)
    return null
  }
}
