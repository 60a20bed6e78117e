/** Stops a measurement after `ms`. */
export function forMs(ms: number): () => boolean {
  const until = Date.now() + ms
  return () => Date.now() >= until
}

/** p95 (ms) of `clients` clients each asking `paths` of `origin` in turn until `done()`; any answer but 200 fails the run. */
export async function p95(origin: string, paths: readonly string[], clients: number, done: () => boolean): Promise<number> {
  const latencies: number[] = []
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let i = client; !done(); i++) {
        const started = performance.now()
        const response = await fetch(origin + paths[i % paths.length]!)
        await response.arrayBuffer()
        if (response.status !== 200) throw new Error(`${origin}${paths[i % paths.length]} answered ${response.status}`)
        latencies.push(performance.now() - started)
      }
    }),
  )
  latencies.sort((a, b) => a - b)
  return latencies[Math.ceil(latencies.length * 0.95) - 1]!
}
