import { sql } from '@payloadcms/db-postgres'
import { createLocalReq, type Payload } from 'payload'
import { beforeAll, describe, expect, it } from 'vitest'
import { requestDb, transactionDb } from './payloadRequestDb'
import { barePayload, bareUsers } from './testing/barePayload'

const BROKEN = 'Payload upgrade broke the seam cms/platform/payloadRequestDb.ts (README, "Platform seams"): '

let payload: Payload

beforeAll(async () => {
  payload = await barePayload(bareUsers())
})

const adaptersOwn = () => (payload.db as unknown as { drizzle: unknown }).drizzle
const names = async () => (await payload.find({ collection: 'users', sort: 'firstName', limit: 0 })).docs.map(({ firstName }) => firstName)
const user = (firstName: string) => ({ email: `${firstName}@example.com`, password: 'contract-password', role: 'user' as const, firstName })

describe('contract: the handle of a request’s transaction', () => {
  it('runs its statements inside the transaction Payload’s writes with that request join', async () => {
    const req = await createLocalReq({}, payload)
    const id = await payload.db.beginTransaction()
    expect(id, `${BROKEN}the Postgres adapter no longer opens transactions`).not.toBeNull()
    req.transactionID = id!
    const db = await requestDb(req)
    // Checked first: a statement on the adapter's handle would wait for this transaction forever.
    expect(db, `${BROKEN}the adapter keeps no handle for the transaction it opened`).not.toBe(adaptersOwn())
    expect(await transactionDb(req)).toBe(db)
    await payload.create({ collection: 'users', data: user('kept'), req })
    await db.execute(sql.raw('SAVEPOINT contract'))
    await payload.create({ collection: 'users', data: user('undone'), req })
    await db.execute(sql.raw('ROLLBACK TO SAVEPOINT contract'))
    await payload.db.commitTransaction(id!)
    expect(await names(), `${BROKEN}a savepoint rolled back through the handle did not undo the request's write`).toEqual(['kept'])
  })

  it('is the adapter’s own handle for a request without a transaction', async () => {
    const req = await createLocalReq({}, payload)
    expect(await requestDb(req), `${BROKEN}payload.db.drizzle is not the handle outside a transaction`).toBe(adaptersOwn())
    await expect(transactionDb(req)).rejects.toThrow('no open transaction')
  })
})
