import { startChild, waitForUrl } from './children'
import { FLOOR_PG_ORIGIN, PORTS } from './config'

/** Starts pgServer.ts on the app's database. */
export async function startFloorPg(databaseUrl: string): Promise<void> {
  const server = startChild('floor-pg', ['--import', 'tsx', 'cms/scripts/bench/pgServer.ts'], {
    ...process.env,
    DATABASE_URL: databaseUrl,
    PORT: String(PORTS.floorPg),
  })
  await waitForUrl(server, `${FLOOR_PG_ORIGIN}/`)
}
