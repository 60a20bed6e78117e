import type { Migration, Payload } from 'payload'
import { migrations } from './migrations'
import { ensureFirstAdmin } from './seed/firstAdmin'
import { seedDemoContent } from './seed'

// The generated migrations type their arguments precisely; the generic adapter API takes unknown.
const devMigrations = migrations as unknown as Migration[]

/**
 * At start: the schema is brought to the committed migrations (in production the adapter's
 * prodMigrations already did it), the first admin is made from the environment, and an empty
 * database gets demo content.
 */
export async function onInit(payload: Payload): Promise<void> {
  if (process.env.NODE_ENV !== 'production') await payload.db.migrate({ migrations: devMigrations })
  await ensureFirstAdmin(payload)
  if (process.env.SEED_DEMO_CONTENT !== 'false') await seedDemoContent(payload)
}
