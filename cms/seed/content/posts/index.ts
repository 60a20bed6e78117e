import { communityLyrics } from './communityLyrics'
import { latentSpaceMotel } from './latentSpaceMotel'
import { masteringByEar } from './masteringByEar'
import { sevenDays } from './sevenDays'

export type { DemoPost } from './types'

/** The Neural Chronicles, keyed so that comments can name the post they belong to. */
export const DEMO_POSTS = { sevenDays, latentSpaceMotel, communityLyrics, masteringByEar }

export type DemoPostKey = keyof typeof DEMO_POSTS
