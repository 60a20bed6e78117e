/**
 * Opens Payload when the server starts rather than on the first request, so migrations, the
 * first admin and demo content are in place before anyone visits, and a broken database stops
 * the start with its reason.
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== 'nodejs' || process.env.NEXT_PHASE === 'phase-production-build') return
  const [{ getPayload }, { default: config }] = await Promise.all([import('payload'), import('@payload-config')])
  await getPayload({ config })
}
