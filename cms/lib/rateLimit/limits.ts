/** What is limited, and the default allowance: `count` per `seconds`, per client. */
export const RATE_LIMITS = {
  contact: { count: 5, seconds: 60 * 60 },
  lyrics: { count: 10, seconds: 60 * 60 },
  comment: { count: 20, seconds: 10 * 60 },
  login: { count: 10, seconds: 15 * 60 },
  register: { count: 5, seconds: 60 * 60 },
  reset: { count: 5, seconds: 60 * 60 },
  // Per address rather than per client: reset links one address is sent, whoever asks.
  resetAddress: { count: 3, seconds: 60 * 60 },
  // Avatars given as outside addresses: each is fetched from its host and resized by the server.
  avatar: { count: 20, seconds: 60 * 60 },
  // Per admin: an archive holds the whole site and may be large.
  backupDownload: { count: 10, seconds: 60 * 60 },
  newsletter: { count: 10, seconds: 60 * 60 },
  // Per admin: "Send a test to me" from an album's edit page.
  newsletterTest: { count: 10, seconds: 60 * 60 },
  // Per address rather than per client: mails one stranger's address receives, whoever asks.
  newsletterAddress: { count: 3, seconds: 24 * 60 * 60 },
} as const

export type RateLimitedAction = keyof typeof RATE_LIMITS
export type Allowance = { count: number; seconds: number }

/** The variable that overrides `action`'s allowance: RATE_LIMIT_CONTACT, RATE_LIMIT_BACKUP_DOWNLOAD. */
export const rateLimitVariable = (action: RateLimitedAction) => `RATE_LIMIT_${action.replace(/[A-Z]/g, '_$&').toUpperCase()}`

/** `count/seconds` (e.g. 10/3600) as an allowance; null for anything else, a zero window among them. */
export function parseAllowance(value: string): Allowance | null {
  const match = /^(\d+)\/(\d+)$/.exec(value.trim())
  return match && Number(match[2]) > 0 ? { count: Number(match[1]), seconds: Number(match[2]) } : null
}

/**
 * RATE_LIMIT_<ACTION>=count/seconds (e.g. RATE_LIMIT_CONTACT=10/3600) overrides a default. A
 * server refuses to start with one it cannot read (cms/lib/settings.ts).
 */
export function allowanceFor(action: RateLimitedAction, env: Record<string, string | undefined> = process.env): Allowance {
  const configured = env[rateLimitVariable(action)]
  return (configured && parseAllowance(configured)) || RATE_LIMITS[action]
}
