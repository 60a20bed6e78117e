import net from 'node:net'

/**
 * Addresses that are not on the public internet: this machine, private and shared networks,
 * link-local (cloud metadata at 169.254.169.254), documentation, benchmarking, multicast and
 * reserved ranges. A server fetching what a user names must never be pointed at them (SSRF).
 */
const NOT_PUBLIC = new net.BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4')
}
// IPv6: only global unicast (2000::/3) is public, less the ranges in it that carry or reach
// other addresses (Teredo and the other protocol assignments, 6to4) and documentation.
const IPV6_GLOBAL = new net.BlockList()
IPV6_GLOBAL.addSubnet('2000::', 3, 'ipv6')
for (const [network, prefix] of [
  ['2001::', 23],
  ['2001:db8::', 32],
  ['2002::', 16],
  ['3fff::', 20],
] as const) {
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6')
}

// ::ffff:127.0.0.1 is 127.0.0.1 to the socket that connects to it.
const IPV4_MAPPED = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i

/** Whether `address` (an IP address, as DNS or a socket gives it) is on the public internet. */
export function isPublicAddress(address: string): boolean {
  const mapped = IPV4_MAPPED.exec(address)?.[1]
  if (mapped) return isPublicAddress(mapped)
  const family = net.isIP(address)
  if (family === 4) return !NOT_PUBLIC.check(address, 'ipv4')
  if (family === 6) return IPV6_GLOBAL.check(address, 'ipv6') && !NOT_PUBLIC.check(address, 'ipv6')
  return false
}
