import { afterAll } from 'vitest'
import { claimSharedSite, releaseSharedSite } from './sharedSite'

// Before each integration file: a shared server of its own for as long as the file runs.
await claimSharedSite()
afterAll(releaseSharedSite)
