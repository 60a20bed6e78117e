import net from 'node:net'
import { setTimeout as sleep } from 'node:timers/promises'
import { inject } from 'vitest'
import { SITE_CLAIM_PORT } from './fixtures'

/** One of the integration suite's shared test servers (globalSetup.ts), and where its e-mails land. */
export type SharedSite = { baseURL: string; mailbox: string }

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared servers, one per file running at once. */
    sites: SharedSite[]
  }
}

/** How often a file waiting for a free server looks again. */
const WAIT_MS = 100

type Hold = { site: SharedSite; claim: net.Server }
/** Per process, not per module: a worker that runs a second file lets go of its first file's server. */
const HOLD = Symbol.for('machine-soul.sharedSite')
const worker = globalThis as { [HOLD]?: Hold }

/** Listens on `port` if no process does: the one that does holds what the port stands for. */
function listenAlone(port: number): Promise<net.Server | null> {
  const claim = net.createServer()
  return new Promise((resolve, reject) => {
    claim.once('error', (error: NodeJS.ErrnoException) => (error.code === 'EADDRINUSE' ? resolve(null) : reject(error)))
    // Unreferenced: holding a server never keeps a worker from exiting.
    claim.listen(port, '127.0.0.1', () => resolve(claim.unref()))
  })
}

/**
 * Takes a shared server no other file holds, waiting while all are taken; called before each
 * file (claimSite.ts). Holding server i is listening on SITE_CLAIM_PORT + i: only one process can,
 * and the system lets go of it when the process ends, so a file whose tests were all skipped (its
 * afterAll never runs) frees its server too. Vitest's worker numbers cannot stand for the servers:
 * under `npm test`, where the suite follows other projects in one run, two files can be given the
 * same number at once (Vitest 4.1).
 */
export async function claimSharedSite(): Promise<void> {
  await releaseSharedSite()
  const sites = inject('sites')
  for (;;) {
    for (const [index, site] of sites.entries()) {
      const claim = await listenAlone(SITE_CLAIM_PORT + index)
      if (claim) {
        worker[HOLD] = { site, claim }
        return
      }
    }
    await sleep(WAIT_MS)
  }
}

/** Lets go of the shared server this process holds, if any. */
export async function releaseSharedSite(): Promise<void> {
  const hold = worker[HOLD]
  if (!hold) return
  delete worker[HOLD]
  await new Promise((resolve) => hold.claim.close(resolve))
}

/** The shared server the calling file holds: its own while it runs, as when files took turns on one. */
export function sharedSite(): SharedSite {
  const hold = worker[HOLD]
  if (!hold) throw new Error('No shared test server is held: run integration files through the integration project (claimSite.ts).')
  return hold.site
}
