import type { Endpoint } from 'payload'
import { openNewestBackup } from '../../scripts/backup/newest'
import { payloadErrorJson } from '../http'
import { refusedBeyondLimit, refusedNonAdmin } from './adminCaller'

/** Where the admin's Backups view links to (under Payload's REST, /cms-api). */
export const NEWEST_BACKUP_PATH = '/backups/newest'

/**
 * GET /cms-api/backups/newest: the newest backup (README "Backups") as a download, for admins only.
 * It takes no parameters: which file is never the caller's to say. An archive holds every row,
 * password hashes among them, so each download counts against RATE_LIMIT_BACKUP_DOWNLOAD (admins
 * included) and is logged with who took which file.
 */
export const downloadNewestBackup: Endpoint = {
  path: NEWEST_BACKUP_PATH,
  method: 'get',
  handler: async (req) => {
    const refused = await refusedNonAdmin(req, 'download backups')
    if (refused) return refused
    const user = req.user!
    const tooMany = await refusedBeyondLimit(req, user.id, 'backupDownload', 'Too many backup downloads.')
    if (tooMany) {
      req.payload.logger.warn({ msg: 'Backup download refused: too many', user: user.email, userId: user.id })
      return tooMany
    }
    const backup = await openNewestBackup().catch((error: unknown) => {
      req.payload.logger.error({ err: error, msg: 'The backups cannot be read' })
      return undefined
    })
    if (backup === undefined) return payloadErrorJson(503, 'The backups cannot be read right now. Please try again later.')
    if (!backup) return payloadErrorJson(404, 'There is no backup yet. Set BACKUP_CRON to make them on a schedule, or run `npm run payload -- backup`.')
    req.payload.logger.info({
      msg: 'Backup downloaded',
      user: user.email,
      userId: user.id,
      file: backup.name,
      bytes: backup.bytes,
      at: new Date().toISOString(),
    })
    return new Response(backup.body, {
      headers: {
        // No Content-Length: Next drops it from a route's answer and streams it in chunks.
        'Content-Type': 'application/gzip',
        // The name is one of the commands' own (letters, digits, dashes): nothing to escape.
        'Content-Disposition': `attachment; filename="${backup.name}"`,
        'Cache-Control': 'private, no-store',
        'X-Content-Type-Options': 'nosniff',
      },
    })
  },
}
