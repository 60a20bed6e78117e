import { inject } from 'vitest'

/** One of the integration suite's shared test servers (globalSetup.ts), and where its e-mails land. */
export type SharedSite = { baseURL: string; mailbox: string }

declare module 'vitest' {
  export interface ProvidedContext {
    /** The shared servers, one per file running at once. */
    sites: SharedSite[]
  }
}

/**
 * The shared server of the file that calls it: Vitest runs at most one file at a time in each of
 * its worker slots (VITEST_POOL_ID, 1 to maxWorkers), and there is a server per slot, so a file
 * has its server to itself, as when files took turns on one.
 */
export function sharedSite(): SharedSite {
  const sites = inject('sites')
  const slot = Number(process.env.VITEST_POOL_ID || 1) - 1
  return sites[slot % sites.length]!
}
