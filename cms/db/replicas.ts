/**
 * DATABASE_REPLICA_URLS, comma-separated: read replicas of DATABASE_URL's server. The adapter
 * sends reads there, except for `readReplicasAfterWriteInterval` (2 s) after a write made by
 * this process, when they go to the primary; that timer is per process (README).
 */
export function replicaUrls(env: Record<string, string | undefined> = process.env): string[] {
  return (env.DATABASE_REPLICA_URLS ?? '')
    .split(',')
    .map((url) => url.trim())
    .filter(Boolean)
}
