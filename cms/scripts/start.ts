/**
 * `npm start`: refuse when another server holds the data folder, build when the build is missing
 * or older than the sources, then serve on $PORT (default 3000).
 */
import { acquireLock, DataFolderBusyError } from '../db/lock'
import { dataDir } from '../db/paths'
import { spawnServer } from '../server/spawnServer'
import { ensureBuild } from './build'

if (!process.env.DATABASE_URL) {
  // Held from now on, through the build, and handed to the server we start.
  try {
    const release = acquireLock(dataDir())
    process.on('exit', release)
  } catch (error) {
    if (!(error instanceof DataFolderBusyError)) throw error
    console.error(error.message)
    process.exit(1)
  }
}

ensureBuild()

const port = process.env.PORT || '3000'
const server = spawnServer(port)
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal))
server.on('exit', (code) => process.exit(code ?? 0))

/**
 * Payload opens on the first request (migrations, first admin, demo content). We make that
 * request ourselves, so the site is ready before anyone visits. (Opening it from Next's
 * instrumentation hook instead would load a second copy of Payload whose errors the routes
 * cannot recognise.)
 */
async function warmUp(): Promise<void> {
  const url = `http://127.0.0.1:${port}/api/auth/user`
  for (let attempt = 0; attempt < 600 && server.exitCode === null; attempt++) {
    const status = await fetch(url).then((response) => response.status, () => 0)
    if (status === 200 || status === 401) {
      console.log(`Machine Soul is ready at http://localhost:${port}`)
      return
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
}
void warmUp()
