import pg from 'pg'

/**
 * A client connected to the PostgreSQL database `url` names (DATABASE_URL), or an Error whose
 * message says in one line why not, for the commands that check it before Payload opens it
 * (npm start, the legacy import). A database the server lacks is named, not made.
 */
export async function connectDatabase(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 10_000 })
  try {
    await client.connect()
    return client
  } catch (error) {
    await client.end().catch(() => undefined)
    if ((error as { code?: string }).code === '3D000') {
      const name = decodeURIComponent(new URL(url).pathname.slice(1))
      throw new Error(`The database "${name}" of DATABASE_URL does not exist: create it (createdb ${name}), or correct the address.`)
    }
    throw new Error(`Cannot open this site's database (DATABASE_URL): ${(error as Error).message}`)
  }
}

/** Why the site cannot open the database `url` names, in one line, or null when it can. */
export async function databaseProblem(url: string): Promise<string | null> {
  try {
    await (await connectDatabase(url)).end()
    return null
  } catch (error) {
    return (error as Error).message
  }
}
