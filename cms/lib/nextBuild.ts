import { PHASE_PRODUCTION_BUILD } from 'next/constants'

/**
 * Whether this process is `next build`. It prerenders pages without a database: those renders are
 * never served (site/cache-handler.mjs), so reads answer nothing then and the database stays shut.
 */
export const isNextBuild = (): boolean => process.env.NEXT_PHASE === PHASE_PRODUCTION_BUILD
