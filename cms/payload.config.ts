import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildConfig, type Config } from 'payload'
import sharp from 'sharp'
import { richTextEditor } from './lib/richTextEditor'
import { Albums } from './collections/Albums'
import { Artists } from './collections/Artists'
import { Avatars } from './collections/Avatars'
import { BlogPosts } from './collections/BlogPosts'
import { Comments } from './collections/Comments'
import { ContactMessages } from './collections/ContactMessages'
import { LyricSubmissions } from './collections/LyricSubmissions'
import { Media } from './collections/Media'
import { RateLimits } from './collections/RateLimits'
import { Subscribers } from './collections/Subscribers'
import { ReleaseMails } from './collections/ReleaseMails'
import { ReleaseMailRecipients } from './collections/ReleaseMailRecipients'
import { Users } from './collections/Users'
import { forgotPasswordMutation } from './collections/Users/forgotPasswordMutation'
import { withSharedRules } from './collections/sharedRules'
import { answerDatabaseInputErrors, dropMinifiedErrorNames, keepRefusalMessages } from './hooks/answerDatabaseInputErrors'
import { downloadNewestBackup } from './api/payloadRest/downloadNewestBackup'
import { expireCacheForCommands } from './api/payloadRest/expireCacheForCommands'
import { newsletterAdminEndpoints } from './api/payloadRest/newsletterAdmin'
import { databaseAdapter } from './db'
import { jobs } from './jobs'
import { onInit } from './onInit'
import { GRAPHQL_MAX_COMPLEXITY, TOASTS } from './constants'
import { logGraphqlServerErrors } from './hooks/logGraphqlServerErrors'
import { mediaStorage } from './lib/mediaStorage'
import { payloadEmail } from './lib/payloadEmail'
import { payloadSecret } from './secret'
import { serverLogger } from './lib/serverLog'
import { siteUrl, trustedOrigins } from './lib/siteUrl'

const dirname = path.dirname(fileURLToPath(import.meta.url))

// Payload checks that its packages share one version unless NODE_ENV is production, and
// @payloadcms/email-nodemailer exists only up to 3.90.1 (package.json points its `payload` at ours).
// The check stopped `npm run payload -- …` with an error and logged one in `npm run dev`.
process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER ??= 'true'

/**
 * GraphQL's errors are logged by logGraphqlServerErrors, the server's failures alone. Payload picks
 * an error's level by its name (logError), GraphQLError's included (graphql sets it, so it survives
 * minifying), though its type lists only Payload's own classes. Other refusals: serverLogger.
 */
const quietGraphqlErrors = { GraphQLError: false } as NonNullable<Config['loggingLevels']>

export default buildConfig({
  secret: payloadSecret(),
  serverURL: siteUrl(),
  db: databaseAdapter(),
  editor: richTextEditor(),
  email: payloadEmail(),
  collections: [Albums, Artists, BlogPosts, Comments, LyricSubmissions, ContactMessages, Users, Media, Avatars, RateLimits, Subscribers, ReleaseMails, ReleaseMailRecipients].map(withSharedRules),
  // The /api/... contract of SPEC §7 owns /api; Payload's REST (used by its admin) moves aside.
  routes: { api: '/cms-api', admin: '/admin', graphQL: '/graphql' },
  csrf: trustedOrigins(),
  cors: trustedOrigins(),
  admin: {
    user: Users.slug,
    // Payload's default avatar asks Gravatar: an outside request with a hash of the e-mail.
    avatar: 'default',
    meta: { titleSuffix: ' — Machine Soul' },
    // SPEC §9's toasts in the admin too (Payload's own show up to five at once, for 4 seconds).
    toast: { duration: TOASTS.durationMs, limit: TOASTS.visible },
    components: {
      // The five-tab panel of SPEC §2 replaces the dashboard; Payload's collection views stay below it.
      views: {
        dashboard: { Component: '/admin/AdminPanel/AdminPanel#AdminPanel' },
        // The newest backup and its download (README "Backups"), beside the panel: not one of its five tabs.
        backups: { Component: '/admin/BackupsView/BackupsView#BackupsView', path: '/backups', exact: true, meta: { title: 'Backups' } },
        // The mailing list: counts, search, delete and export (README "Newsletter"); beside the panel too.
        subscribers: { Component: '/admin/SubscribersView/SubscribersView#SubscribersView', path: '/subscribers', exact: true, meta: { title: 'Subscribers' } },
      },
      beforeNavLinks: ['/admin/PanelNavLink/PanelNavLink#PanelNavLink'],
    },
    importMap: {
      // Component paths starting with '/' are the panel's, which lives with the other browser code.
      baseDir: path.resolve(dirname, '../site'),
      importMapFile: path.resolve(dirname, '../site/app/(payload)/admin/importMap.js'),
    },
  },
  graphQL: {
    schemaOutputFile: path.resolve(dirname, '../site/graphql/schema.graphql'),
    disablePlaygroundInProduction: true,
    disableIntrospectionInProduction: true,
    maxComplexity: GRAPHQL_MAX_COMPLEXITY,
    mutations: forgotPasswordMutation,
  },
  typescript: { outputFile: path.resolve(dirname, 'payload-types.ts') },
  sharp,
  plugins: [mediaStorage()],
  jobs: jobs(),
  telemetry: false,
  hooks: { afterError: [answerDatabaseInputErrors, keepRefusalMessages, dropMinifiedErrorNames, logGraphqlServerErrors] },
  loggingLevels: quietGraphqlErrors,
  logger: serverLogger(),
  onInit,
  endpoints: [downloadNewestBackup, expireCacheForCommands, ...newsletterAdminEndpoints],
  // `npm run payload -- import-legacy --from postgres://…`: the original app's content (README).
  // `npm run payload -- backup --to FILE` and `restore --from FILE`: one archive of the site (README "Backups").
  // `npm run payload -- search:reindex`: the site search's documents and indexes rebuilt (README "Search").
  bin: [
    { key: 'import-legacy', scriptPath: path.resolve(dirname, 'scripts/importLegacy/command.ts') },
    { key: 'backup', scriptPath: path.resolve(dirname, 'scripts/backup/backupCommand.ts') },
    { key: 'restore', scriptPath: path.resolve(dirname, 'scripts/backup/restoreCommand.ts') },
    { key: 'search:reindex', scriptPath: path.resolve(dirname, 'search/reindexCommand.ts') },
  ],
})
