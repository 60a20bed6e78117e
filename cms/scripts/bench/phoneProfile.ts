/**
 * The phone a visitor holds, as the issue measures it: a round trip of 150 ms, 1.6 Mbit/s each way,
 * a CPU four times slower than this machine's, Lighthouse's phone screen (Moto G Power).
 */
export const PHONE = {
  latencyMs: 150,
  megabitsPerSecond: 1.6,
  cpuSlowdown: 4,
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
} as const

export type PhoneProfile = typeof PHONE

/** Megabits per second as the bytes per second DevTools' network throttling takes. */
export const bytesPerSecond = (megabits: number) => Math.round((megabits * 1_000_000) / 8)

/** The parameters of CDP's Network.emulateNetworkConditions for the profile. */
export function networkConditions(profile: PhoneProfile) {
  const throughput = bytesPerSecond(profile.megabitsPerSecond)
  return { offline: false, latency: profile.latencyMs, downloadThroughput: throughput, uploadThroughput: throughput }
}

/** The parameters of CDP's Emulation.setCPUThrottlingRate for the profile. */
export const cpuThrottling = (profile: PhoneProfile) => ({ rate: profile.cpuSlowdown })
