import { PGlite } from '@electric-sql/pglite'
import { PGLiteSocketServer } from '@electric-sql/pglite-socket'
import { postgresAdapter } from '@payloadcms/db-postgres'
import { buildConfig, getPayload, type BaseDatabaseAdapter, type CollectionConfig, type Payload } from 'payload'

type Adapter = ReturnType<typeof postgresAdapter>

/** The `secret` of every bare Payload. */
export const BARE_SECRET = 'platform-contract'

/**
 * A users collection as the site's (cms/collections/Users) is, in what the seams rely on: signed
 * into with sessions, a role, a name. The site's generated types know its slug and fields.
 */
export const bareUsers = (hooks: CollectionConfig['hooks'] = {}): CollectionConfig => ({
  slug: 'users',
  auth: { useSessions: true, tokenExpiration: 3600 },
  hooks,
  fields: [
    { name: 'firstName', type: 'text' },
    { name: 'role', type: 'select', options: ['user', 'admin'], defaultValue: 'user', required: true },
  ],
})

/**
 * A Payload of its own for a seam's contract test: only the users collection (bareUsers), the
 * Postgres adapter (as the site runs it) on an in-memory PGlite served on loopback, the schema
 * pushed at start. `onAdapter` gets the adapter once Payload has made it, before it connects, as
 * cms/db/index.ts does. Each test file boots one (about 15 s); the process ends with the file.
 */
export async function barePayload(users: CollectionConfig, onAdapter?: (adapter: BaseDatabaseAdapter) => void): Promise<Payload> {
  const db = await PGlite.create()
  // Payload keeps one pooled client for itself; the socket serves one at a time, as embedded.ts's does.
  const socket = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 4 })
  await socket.start()
  const [host, port] = socket.getServerConn().split(':')
  const adapter = postgresAdapter({ pool: { host, port: Number(port), user: 'postgres', password: 'contract', database: 'postgres', max: 2 }, push: true })
  const withHook: Adapter = onAdapter
    ? {
        ...adapter,
        init: (...args: Parameters<Adapter['init']>) => {
          const instance = adapter.init(...args)
          onAdapter(instance)
          return instance
        },
      }
    : adapter
  // The repository pins @payloadcms packages one patch apart (README); the checker refuses that outside production.
  process.env.PAYLOAD_DISABLE_DEPENDENCY_CHECKER = 'true'
  const config = await buildConfig({ secret: BARE_SECRET, collections: [users], db: withHook, telemetry: false })
  return getPayload({ config })
}

/** The one account of the contract tests that need only one. */
export const ACCOUNT = { email: 'ada@example.com', password: 'contract-password' }

/** A bare Payload whose users collection holds ACCOUNT. */
export async function barePayloadWithAccount(): Promise<Payload> {
  const payload = await barePayload(bareUsers())
  await payload.create({ collection: 'users', data: { ...ACCOUNT, role: 'user' } })
  return payload
}
