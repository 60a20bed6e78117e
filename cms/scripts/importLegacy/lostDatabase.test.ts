import { describe, expect, it } from 'vitest'
import { lostDatabase } from './lostDatabase'

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code })

describe('lostDatabase', () => {
  it('finds the database gone through the errors wrapping it', () => {
    const dropped = withCode('terminating connection due to administrator command', '57P01')
    expect(lostDatabase(new Error('Failed query: insert …', { cause: dropped }))).toBe(dropped)
    expect(lostDatabase(withCode('database "site" does not exist', '3D000'))).not.toBeNull()
    expect(lostDatabase(new Error('Connection terminated unexpectedly'))).not.toBeNull()
    expect(lostDatabase(withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'))).not.toBeNull()
  })

  it('leaves a row refused by the database to the row', () => {
    expect(lostDatabase(withCode('duplicate key value violates unique constraint', '23505'))).toBeNull()
    expect(lostDatabase(new Error('The following field is invalid: email'))).toBeNull()
    expect(lostDatabase('not an error')).toBeNull()
  })
})
