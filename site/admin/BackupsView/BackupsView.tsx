import type { AdminViewServerProps } from 'payload'
import { isAdmin } from '@cms/access/isAdmin'
import { NEWEST_BACKUP_PATH } from '@cms/api/payloadRest/downloadNewestBackup'
import { newestBackup } from '@cms/scripts/backup/newest'
import { formatBytes } from '@cms/scripts/backup/progress'
import { zonedFormat } from '@site/lib/catalogue/dates'
import { displayZone } from '@site/lib/releaseZone'
import { ViewTemplate } from '../ViewTemplate/ViewTemplate'
import styles from './BackupsView.module.css'

const MOMENT: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' }

/**
 * /admin/backups (README "Backups"): the newest backup, and a link that downloads it. Read on the
 * server for each request; the admin's layout has sent anyone but an admin away already.
 */
export async function BackupsView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  const { req } = initPageResult
  if (!(await isAdmin({ req }))) return null
  // Where the bucket cannot be reached, the view says so rather than fail whole.
  const newest = await newestBackup().catch((error: unknown) => {
    req.payload.logger.error({ err: error, msg: 'The backups cannot be read' })
    return undefined
  })
  const zone = displayZone()
  return (
    <ViewTemplate initPageResult={initPageResult} params={params} searchParams={searchParams} title="Backups" intro="The newest archive of the whole site: every row and every uploaded file.">
      {newest === undefined ? (
        <p role="alert" className={styles.hint}>
          The backups cannot be read right now. Please try again later.
        </p>
      ) : newest ? (
        <section className={styles.card} aria-labelledby="newest-backup">
          <h2 id="newest-backup" className={styles.heading}>
            Newest backup
          </h2>
          <dl className={styles.facts}>
            <dt>File</dt>
            <dd className={styles.name}>{newest.name}</dd>
            <dt>Size</dt>
            <dd>{formatBytes(newest.bytes)}</dd>
            <dt>Made</dt>
            <dd>
              <time dateTime={newest.modifiedAt.toISOString()}>
                {zonedFormat('moment', MOMENT, zone).format(newest.modifiedAt)} ({zone})
              </time>
            </dd>
          </dl>
          {/* A plain link: the browser saves the file itself, however large, with the name the server gives it. */}
          <a className={`btn btn--style-primary btn--size-medium ${styles.download}`} href={`${req.payload.config.routes.api}${NEWEST_BACKUP_PATH}`} download>
            Download
          </a>
          <p className={styles.hint}>It holds every account&apos;s e-mail and password hash: keep it as safe as the server.</p>
        </section>
      ) : (
        <section className={styles.card} aria-labelledby="no-backup">
          <h2 id="no-backup" className={styles.heading}>
            No backup yet
          </h2>
          <p className={styles.hint}>
            Set <code>BACKUP_CRON</code> (for example <code>0 3 * * *</code>, every day at 03:00) to make one on a schedule, or run{' '}
            <code>npm run payload -- backup</code>.
          </p>
        </section>
      )}
    </ViewTemplate>
  )
}
