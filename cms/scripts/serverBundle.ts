/**
 * Our HTTP server (site/server/httpServer.ts) as one plain ES module beside the build, run by node
 * itself. Under tsx's loader every import() Next makes while answering (its cache handler's, on
 * each request) is resolved on tsx's worker thread: a third of a cached page's throughput.
 */
import { buildSync } from 'esbuild'
import path from 'node:path'

export const serverBundle = path.resolve('site/.next/machine-soul-server.mjs')

export function bundleServer(): void {
  buildSync({
    entryPoints: [path.resolve('site/server/httpServer.ts')],
    outfile: serverBundle,
    bundle: true,
    // Next, React and the rest load from node_modules as they would for `next start`.
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
  })
}

if (import.meta.url === `file://${process.argv[1]}`) bundleServer()
