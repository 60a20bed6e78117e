/** What is limited, and the default allowance: `count` per `seconds`, per client. */
export const RATE_LIMITS = {
  contact: { count: 5, seconds: 60 * 60 },
  lyrics: { count: 10, seconds: 60 * 60 },
  comment: { count: 20, seconds: 10 * 60 },
  login: { count: 10, seconds: 15 * 60 },
  register: { count: 5, seconds: 60 * 60 },
  reset: { count: 5, seconds: 60 * 60 },
} as const

export type RateLimitedAction = keyof typeof RATE_LIMITS
export type Allowance = { count: number; seconds: number }

/** RATE_LIMIT_<ACTION>=count/seconds (e.g. RATE_LIMIT_CONTACT=10/3600) overrides a default. */
export function allowanceFor(action: RateLimitedAction, env: Record<string, string | undefined> = process.env): Allowance {
  const configured = env[`RATE_LIMIT_${action.toUpperCase()}`]
  const match = configured && /^(\d+)\/(\d+)$/.exec(configured.trim())
  if (match && Number(match[2]) > 0) return { count: Number(match[1]), seconds: Number(match[2]) }
  return RATE_LIMITS[action]
}
