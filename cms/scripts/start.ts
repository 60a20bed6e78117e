/**
 * `npm start`: refuse when another server holds the data folder, build when the build is missing
 * or older than the sources, then serve on $PORT (default 3000).
 */
import net from 'node:net'
import { databaseProblem } from '../db/connectDatabase'
import { checkEmbeddedDatabase } from '../db/embedded'
import { acquireLock, DataFolderBusyError } from '../db/lock'
import { dataDir } from '../db/paths'
import { loadEnvFiles } from '../lib/envFiles'
import { refuseBadSettings } from '../lib/settings'
import { spawnServer } from './spawnServer'
import { ensureBuild } from './build'

// The server is started with what this process has, .env's settings included.
loadEnvFiles(false)
// Before a build of minutes: a setting the server would refuse is told at once.
refuseBadSettings()

function refuse(message: string): never {
  console.error(message)
  process.exit(1)
}

/** Whether another program listens on `port` already. */
function portTaken(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const probe = net.createServer()
    probe.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'EADDRINUSE'))
    probe.listen(port, () => probe.close(() => resolve(false)))
  })
}

if (process.env.DATABASE_URL) {
  // Before a build of minutes (the server asks again: site/server/httpServer.ts).
  const problem = await databaseProblem(process.env.DATABASE_URL)
  if (problem) refuse(problem)
} else {
  // Held from now on, through the build, and handed to the server we start.
  try {
    const release = acquireLock(dataDir())
    process.on('exit', release)
  } catch (error) {
    if (error instanceof DataFolderBusyError) refuse(error.message)
    refuse(`The data folder ${dataDir()} (DATA_DIR) cannot be used: ${(error as Error).message}`)
  }
  await checkEmbeddedDatabase(dataDir()).catch((error: Error) => refuse(error.message))
}

const port = process.env.PORT || '3000'
// Before a build of minutes, and before the readiness check below could take another program's
// answers for the site's.
if (await portTaken(Number(port))) refuse(`Cannot listen on port ${port}: another program uses it.`)

ensureBuild()

const server = spawnServer(port)
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.kill(signal))
// `kill <npm's pid>`: npm ends, and its shell, without passing the signal on; the server must not outlive them.
const parent = process.ppid
setInterval(() => {
  if (process.ppid !== parent) server.kill('SIGTERM')
}, 1000).unref()
// Ended by a signal it was not given by us (killed): a failure, for whoever supervises us.
server.on('exit', (code, signal) => process.exit(code ?? (signal === 'SIGINT' || signal === 'SIGTERM' ? 0 : 1)))

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
