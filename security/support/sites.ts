import os from 'node:os'
import path from 'node:path'

const port = (name: string, fallback: number) => Number(process.env[name] || fallback)

/** The three servers of the suite (see playwright.config.ts), overridable to run beside others. */
export const SITES = {
  main: { port: port('SECURITY_PORT', 3230) },
  strict: { port: port('SECURITY_STRICT_PORT', 3231) },
  proxied: { port: port('SECURITY_PROXIED_PORT', 3232) },
} as const
export const baseOf = (site: keyof typeof SITES) => `http://127.0.0.1:${SITES[site].port}`
export const MAIN = baseOf('main')

export const SECURITY_ADMIN = { email: 'admin@security.test', password: 'security-admin-password' }
export const PASSWORD = 'security-user-password'

/** Where the roles' sessions and the prepared documents are kept between the setup and the specs. */
export const STATE_DIR = path.join(os.tmpdir(), `machine-soul-security-${SITES.main.port}`)
/** Where each test adds what it counted; the reporter sums it at the end. */
export const FIGURES_DIR = path.join(STATE_DIR, 'figures')
