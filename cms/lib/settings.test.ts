import { describe, expect, it } from 'vitest'
import { settingsProblems } from './settings'

describe('settingsProblems', () => {
  it('accepts no settings at all, and good values of each', () => {
    expect(settingsProblems({})).toEqual([])
    expect(
      settingsProblems({
        PORT: '8080',
        SITE_URL: 'https://music.example.com/',
        RELEASE_TIMEZONE: 'Europe/Berlin',
        JOBS_CRON: '*/5 * * * *',
        RATE_LIMIT_CONTACT: '10/3600',
        SEED_DEMO_CONTENT: 'false',
        TRUSTED_PROXY_COUNT: '1',
        DATABASE_URL: 'postgres://site:pw@db.internal:5432/site',
        PAYLOAD_SECRET: 'a-long-secret',
        REDIS_URL: 'redis://127.0.0.1:6379',
        ADMIN_EMAIL: 'boss@music.example.com',
        ADMIN_PASSWORD: 'a-good-password',
        SMTP_URL: 'smtp://127.0.0.1:2525',
        DATABASE_REPLICA_URLS: 'postgres://site:pw@replica-1/site, postgres://site:pw@replica-2/site',
        S3_ENDPOINT: 'http://s3:9000',
        S3_FORCE_PATH_STYLE: 'true',
        CONTACT_EMAIL_TO: 'hello@music.example.com',
        MAIL_FROM: '"Machine Soul" <no-reply@music.example.com>',
      }),
    ).toEqual([])
    expect(settingsProblems({ MAIL_FROM: 'no-reply@localhost', CONTACT_EMAIL_TO: 'root@localhost' })).toEqual([])
  })

  it.each([
    [{ PORT: 'abc' }, 'PORT="abc" is not a port number (1 to 65535).'],
    [{ ADMIN_EMAIL: 'boss' }, 'ADMIN_EMAIL="boss" is not an e-mail address.'],
    [{ ADMIN_PASSWORD: 'x' }, 'ADMIN_PASSWORD is refused: Password must be at least 8 characters.'],
    [{ ADMIN_PASSWORD: '          ' }, 'ADMIN_PASSWORD is refused: Password must not be only spaces.'],
    [{ SMTP_URL: 'garbage' }, 'SMTP_URL is not a mail server address such as smtps://user:password@smtp.example.com:465.'],
    [{ SMTP_URL: 'smtp://' }, 'SMTP_URL is not a mail server address such as smtps://user:password@smtp.example.com:465.'],
    [{ SMTP_URL: 'smtp:mail.example.com' }, 'SMTP_URL is not a mail server address such as smtps://user:password@smtp.example.com:465.'],
    [{ SMTP_URL: 'http://mail.example.com' }, 'SMTP_URL is not a mail server address such as smtps://user:password@smtp.example.com:465.'],
    [{ PORT: '99999' }, 'PORT="99999" is not a port number (1 to 65535).'],
    [{ SITE_URL: 'not a url' }, 'SITE_URL="not a url" is not a web address such as https://example.com.'],
    [{ SITE_URL: 'ftp://example.com' }, 'SITE_URL="ftp://example.com" is not a web address such as https://example.com.'],
    [{ SITE_URL: 'http://localhost:3000/base/' }, 'SITE_URL="http://localhost:3000/base/" must be an origin only, such as http://localhost:3000: the site is served from the root of its host.'],
    [{ RELEASE_TIMEZONE: 'Mars/Olympus' }, 'RELEASE_TIMEZONE="Mars/Olympus" is not a time zone such as UTC or Europe/Berlin.'],
    [{ NEWSLETTER_SMTP_CONNECTIONS: '0' }, 'NEWSLETTER_SMTP_CONNECTIONS="0" must be a number of connections, 1 to 50.'],
    [{ NEWSLETTER_STALE_CLAIM_SECONDS: '5' }, 'NEWSLETTER_STALE_CLAIM_SECONDS="5" must be a number of seconds, 10 or more.'],
    [{ JOBS_CRON: 'not a cron' }, 'JOBS_CRON="not a cron" is not a cron pattern such as "* * * * *" (every minute).'],
    [{ BACKUP_CRON: 'daily' }, 'BACKUP_CRON="daily" is not a cron pattern such as "0 3 * * *" (every day at 03:00).'],
    [{ BACKUP_CRON: '0 0 30 2 *' }, 'BACKUP_CRON="0 0 30 2 *" never comes round: no date matches it.'],
    [{ BACKUP_KEEP: '0' }, 'BACKUP_KEEP="0" must be a number of backups, 1 or more.'],
    [{ RATE_LIMIT_CONTACT: 'garbage' }, 'RATE_LIMIT_CONTACT="garbage" is not count/seconds, such as 10/3600.'],
    [{ RATE_LIMIT_LOGIN: '0/0' }, 'RATE_LIMIT_LOGIN="0/0" is not count/seconds, such as 10/3600.'],
    [{ RATE_LIMIT_LOGIN: '0/3600' }, 'RATE_LIMIT_LOGIN="0/3600" allows none: the count must be 1 or more.'],
    [{ NEXT_PUBLIC_SITE_URL: 'garbage' }, 'NEXT_PUBLIC_SITE_URL="garbage" is not a web address such as https://example.com.'],
    [{ RATE_LIMIT_RESET: '-1/60' }, 'RATE_LIMIT_RESET="-1/60" is not count/seconds, such as 10/3600.'],
    [{ RATE_LIMIT_BACKUP_DOWNLOAD: '5' }, 'RATE_LIMIT_BACKUP_DOWNLOAD="5" is not count/seconds, such as 10/3600.'],
    [{ SEED_DEMO_CONTENT: 'maybe' }, 'SEED_DEMO_CONTENT="maybe" must be true or false.'],
    [{ S3_FORCE_PATH_STYLE: 'yes' }, 'S3_FORCE_PATH_STYLE="yes" must be true or false.'],
    [{ S3_ENDPOINT: 's3:9000' }, 'S3_ENDPOINT="s3:9000" is not a web address such as https://s3.example.com.'],
    [{ CONTACT_EMAIL_TO: 'collective' }, 'CONTACT_EMAIL_TO="collective" is not an e-mail address.'],
    [{ MAIL_FROM: 'Machine Soul' }, 'MAIL_FROM="Machine Soul" is not a sender such as "Machine Soul <no-reply@example.com>" or an e-mail address.'],
    [{ MAIL_FROM: 'Machine Soul <nobody>' }, 'MAIL_FROM="Machine Soul <nobody>" is not a sender such as "Machine Soul <no-reply@example.com>" or an e-mail address.'],
    [
      { DATABASE_REPLICA_URLS: 'postgres://replica/site,replica-2:5432', DATABASE_URL: 'postgres://db/site', PAYLOAD_SECRET: 's' },
      'DATABASE_REPLICA_URLS holds an entry that is not a PostgreSQL address such as postgres://user:password@host:5432/database (comma-separated).',
    ],
    [{ TRUSTED_PROXY_COUNT: 'one' }, 'TRUSTED_PROXY_COUNT="one" must be a whole number of proxies (0 for none).'],
    [{ DATABASE_URL: 'postgres://', PAYLOAD_SECRET: 's' }, 'DATABASE_URL is not a PostgreSQL address such as postgres://user:password@host:5432/database.'],
    [{ DATABASE_URL: 'postgres://db/site' }, 'PAYLOAD_SECRET must be set when DATABASE_URL is: it signs the sessions every instance accepts.'],
    [{ REDIS_URL: '127.0.0.1:6379' }, 'REDIS_URL is not a Redis address such as redis://127.0.0.1:6379.'],
  ])('refuses %j with one line naming the variable', (env, problem) => {
    expect(settingsProblems(env)).toEqual([problem])
  })

  it('lists every problem, not just the first', () => {
    expect(settingsProblems({ PORT: '0', SEED_DEMO_CONTENT: 'yes' })).toHaveLength(2)
  })

  it('does not repeat a password from DATABASE_URL in its message', () => {
    expect(settingsProblems({ DATABASE_URL: 'mysql://root:hunter2@db/site', PAYLOAD_SECRET: 's' }).join()).not.toContain('hunter2')
  })
})
