import type { StatusTone } from '../catalogue/status'

/** SPEC §4: on the public pages a published post is green, any other status yellow. */
export const postStatusTone = (status: string): StatusTone => (status === 'published' ? 'success' : 'warning')
