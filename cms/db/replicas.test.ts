import { describe, expect, it } from 'vitest'
import { replicaUrls } from './replicas'

describe('replicaUrls', () => {
  it('reads DATABASE_REPLICA_URLS as a comma-separated list, blanks ignored', () => {
    expect(replicaUrls({})).toEqual([])
    expect(replicaUrls({ DATABASE_REPLICA_URLS: ' postgres://r1/db , ,postgres://r2/db' })).toEqual(['postgres://r1/db', 'postgres://r2/db'])
  })
})
