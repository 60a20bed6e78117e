/**
 * At server start (never during `next build`, which has no database): Payload with its job crons
 * (cms/jobs), so that whichever instance holds the runner lock runs the background jobs, whether
 * or not it has had a request yet. Every later getPayload reuses this instance.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('@payload-config')])
  // A database that is not there yet fails this start-up only: the first request tries again.
  await getPayload({ config, cron: true }).catch((error: unknown) => console.error('Payload did not start with the server:', error))
}
