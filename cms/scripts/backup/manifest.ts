import { z } from 'zod'
// package.json lies outside the @cms and @site folders the alias rule points to.
// eslint-disable-next-line no-restricted-imports
import own from '../../../package.json' with { type: 'json' }
import { migrations } from '../../migrations'

/** What every archive says it is: the first entry of its tar, read before anything else. */
export const MANIFEST_NAME = 'manifest.json'
export const DATABASE_NAME = 'database.sql'
export const FORMAT = 'machine-soul-backup'

export const APP = { name: own.name, version: own.version }

/** The migrations this code knows, oldest first. */
export const KNOWN_MIGRATIONS = migrations.map((migration) => migration.name)

const part = z.object({ path: z.string(), bytes: z.number().int().nonnegative(), sha256: z.string().regex(/^[0-9a-f]{64}$/) })
export type Part = z.infer<typeof part>

const manifestSchema = z.object({
  format: z.literal(FORMAT),
  formatVersion: z.literal(1),
  app: z.object({ name: z.string(), version: z.string() }),
  createdAt: z.string(),
  database: z.object({
    from: z.enum(['embedded', 'postgresql']),
    lastMigration: z.string().nullable(),
    migrations: z.array(z.string()),
    tables: z.record(z.string(), z.number().int().nonnegative()),
    collections: z.record(z.string(), z.number().int().nonnegative()),
  }),
  media: z.object({ files: z.number().int().nonnegative(), bytes: z.number().int().nonnegative() }),
  parts: z.array(part),
})
export type Manifest = z.infer<typeof manifestSchema>

/** An archive this code will not restore: each message is the one line the operator reads. */
export class ArchiveError extends Error {
  name = 'ArchiveError'
}

/** a.b.c compared part by part: negative when `a` is older. */
function compareVersions(a: string, b: string): number {
  const parse = (version: string) => version.split(/[.+-]/).slice(0, 3).map((piece) => Number.parseInt(piece, 10) || 0)
  const [x, y] = [parse(a), parse(b)]
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return (x[i] ?? 0) - (y[i] ?? 0)
  return 0
}

/** The manifest in `text`, when it is one this code restores; otherwise an ArchiveError saying why. */
export function readManifest(text: string): Manifest {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    throw new ArchiveError('its manifest.json is not JSON: this is not a backup made by `npm run payload -- backup`')
  }
  if ((parsed as { format?: unknown } | null)?.format !== FORMAT) throw new ArchiveError('it is not a Machine Soul backup (its manifest.json is of another format)')
  const result = manifestSchema.safeParse(parsed)
  if (!result.success) throw new ArchiveError(`its manifest.json is damaged (${result.error.issues[0]?.path.join('.')}: ${result.error.issues[0]?.message})`)
  const manifest = result.data
  if (manifest.app.name !== APP.name) throw new ArchiveError(`it is a backup of another app ("${manifest.app.name}"), not of ${APP.name}`)
  if (compareVersions(manifest.app.version, APP.version) > 0) {
    throw new ArchiveError(`it was made by version ${manifest.app.version} of the site, newer than this one (${APP.version}): restore it with that version or a later one`)
  }
  const unknown = manifest.database.migrations.find((name) => !KNOWN_MIGRATIONS.includes(name))
  if (unknown) throw new ArchiveError(`its database has a migration this version does not know (${unknown}): restore it with the version that made it, or a later one`)
  return manifest
}
