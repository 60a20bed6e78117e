import type { Endpoint } from 'payload'
import { carriesCommandKey, EXPIRE_CACHE_PATH } from '../../cache/fromCommands/commandKey'
import { invalidateTags } from '../../cache/invalidate'
import { CACHE_TAGS } from '../../cache/tags'
import { payloadErrorJson } from '../http'

/**
 * POST /cms-api/cache/expire: every content tag of this server's cache expired, for a command that
 * wrote from a process of its own (import-legacy, restore) and cannot reach an in-memory cache
 * (cms/cache/fromCommands). Only a caller holding the site's secret can ask: it costs a render of
 * each page once, and tells nothing.
 */
export const expireCacheForCommands: Endpoint = {
  path: EXPIRE_CACHE_PATH,
  method: 'post',
  handler: async (req) => {
    if (!carriesCommandKey(req.headers.get('authorization'))) {
      return payloadErrorJson(401, "Only this site's own commands may expire its cache (Authorization: Bearer and the key made from its secret).")
    }
    await invalidateTags(Object.values(CACHE_TAGS))
    req.payload.logger.info({ msg: 'Cache expired for a command' })
    return Response.json({ message: 'The cache was expired.' })
  },
}
