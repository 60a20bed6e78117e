/** The admin the test server creates from ADMIN_EMAIL / ADMIN_PASSWORD. */
export const TEST_ADMIN = { email: 'admin@integration.test', password: 'integration-admin-password' }
// Overridable, so that two checkouts on one machine can run their suites side by side.
export const INTEGRATION_PORT = Number(process.env.INTEGRATION_PORT || 3220)
/**
 * How many shared test servers the integration suite starts (on INTEGRATION_PORT and the next
 * ones): as many files run at once, each on a server of its own (sharedSite.ts).
 * Most of a file's time is spent waiting (on its server, on a scheduled moment), so two files
 * at a time keep the two cores of the CI machine busy.
 */
export const INTEGRATION_SITES = Number(process.env.INTEGRATION_SITES || 2)
/** A file holds shared server i while it listens on this port + i (sharedSite.ts). */
export const SITE_CLAIM_PORT = Number(process.env.SITE_CLAIM_PORT || INTEGRATION_PORT + 40)
/** Where the test server e-mails contact messages (CONTACT_EMAIL_TO). */
export const COLLECTIVE_INBOX = 'collective@integration.test'
/** The server the legacy-import test runs on a database of its own (its imports must not change what other files read). */
export const IMPORT_TEST_PORT = Number(process.env.IMPORT_TEST_PORT || INTEGRATION_PORT + 5)
/** The site the backup test backs up while it serves; restored copies are served on the next port. */
export const BACKUP_TEST_PORT = Number(process.env.BACKUP_TEST_PORT || INTEGRATION_PORT + 7)
/** The site whose admin downloads its newest backup (a BACKUP_DIR and a rate limit of its own). */
export const BACKUP_DOWNLOAD_PORT = Number(process.env.BACKUP_DOWNLOAD_PORT || INTEGRATION_PORT + 9)
/** The site whose admin downloads its newest backup from an S3 bucket (a fake store of its own). */
export const BACKUP_BUCKET_DOWNLOAD_PORT = Number(process.env.BACKUP_BUCKET_DOWNLOAD_PORT || INTEGRATION_PORT + 33)
/** The site whose avatar files the test counts on its disk (an avatars folder no other file writes to). */
export const AVATAR_FILES_PORT = Number(process.env.AVATAR_FILES_PORT || INTEGRATION_PORT + 34)
/** The site whose log is read after GraphQL errors. */
export const ERROR_LOG_PORT = Number(process.env.ERROR_LOG_PORT || INTEGRATION_PORT + 35)
/** The two instances that share one PostgreSQL database and BACKUP_DIR for scheduled backups (this port and the next). */
export const BACKUP_SCHEDULE_PORT = Number(process.env.BACKUP_SCHEDULE_PORT || INTEGRATION_PORT + 30)
/** The site whose release e-mails fail and go stale on demand (its own mail server and database). */
export const RELEASE_SEND_PORT = Number(process.env.RELEASE_SEND_PORT || INTEGRATION_PORT + 13)
/** Two instances sharing one PostgreSQL database and Redis (this port and the next). */
export const SHARED_CACHE_PORT = Number(process.env.SHARED_CACHE_PORT || INTEGRATION_PORT + 21)
/** The site of a collective in another time zone (RELEASE_TIMEZONE). */
export const RELEASE_ZONE_PORT = Number(process.env.RELEASE_ZONE_PORT || INTEGRATION_PORT + 24)
/** The site whose admins are counted under concurrent writes. */
export const ADMIN_COUNT_PORT = Number(process.env.ADMIN_COUNT_PORT || INTEGRATION_PORT + 26)
/** `npm start` on a clean folder. */
export const START_TEST_PORT = Number(process.env.START_TEST_PORT || INTEGRATION_PORT + 27)
/** The built server started on a database it cannot open (it must not get as far as listening). */
export const BARE_SERVER_PORT = Number(process.env.BARE_SERVER_PORT || INTEGRATION_PORT + 36)
/** The site behind a test balancer. */
export const BEHIND_BALANCER_PORT = Number(process.env.BEHIND_BALANCER_PORT || INTEGRATION_PORT + 28)
