/** Hosts next.config.ts lets the image optimiser fetch from; other remote pictures are shown as they are. */
const OPTIMISED_HOSTS = new Set(['i.scdn.co', 'images.unsplash.com'])

/** Whether next/image may resize this picture: our own files, or a remote host the config allows. */
export function isOptimisable(src: string): boolean {
  if (src.startsWith('/') && !src.startsWith('//')) return true
  try {
    const url = new URL(src)
    return url.protocol === 'https:' && OPTIMISED_HOSTS.has(url.hostname)
  } catch {
    return false
  }
}
