/**
 * npm run test:cluster: two instances behind nginx (cluster.ts), then, through nginx, the
 * integration suite of the /api contract, and the cluster's own checks (cluster.int.test.ts:
 * sessions, writes, uploads and rate limits across instances; the job runner killed mid-stream
 * and mid-send of release e-mails).
 *
 * Ports: CLUSTER_PORT (default 3400) for nginx, the next ones for the instances and the S3 fake.
 * Test files named after the command (tsx cms/scripts/cluster/run.ts cms/scripts/cluster/) run alone.
 */
import { spawn } from 'node:child_process'
import path from 'node:path'
import { startCluster } from './cluster'

const port = Number(process.env.CLUSTER_PORT || 3400)
const cluster = await startCluster({ port, count: 2 })

function vitest(files: string[], env: NodeJS.ProcessEnv): Promise<number> {
  const bin = path.resolve('node_modules/vitest/vitest.mjs')
  const child = spawn(process.execPath, [bin, 'run', '--project', 'integration', ...files], { env, stdio: 'inherit' })
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)))
}

let code = 1
try {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    TEST_BASE_URL: cluster.url,
    TEST_MAILBOX: cluster.mailbox,
    TEST_CLIENT_LOOPBACK: 'true',
    CLUSTER_INSTANCES: JSON.stringify(cluster.instances),
    CLUSTER_DATABASE_URL: cluster.databaseUrl,
  }
  // Test files named on the command line run alone (while working on them).
  const only = process.argv.slice(2)
  if (only.length > 0) code = await vitest(only, env)
  else {
    // The contract first, on a cluster whose instances all live; the cluster's checks end by killing one.
    code = await vitest(['cms/api/'], env)
    if (code === 0) code = await vitest(['cms/scripts/cluster/'], env)
  }
} finally {
  await cluster.stop()
}
process.exit(code)
