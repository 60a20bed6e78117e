import { createLocalReq, ValidationError, type CollectionBeforeOperationHook, type Payload, type PayloadRequest } from 'payload'
import { beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { outsideOperationTransaction } from './payloadOperationTransaction'
import { barePayload, bareUsers } from './testing/barePayload'

const BROKEN = 'Payload upgrade broke the seam cms/platform/payloadOperationTransaction.ts (README, "Platform seams"): '
const REFUSED = 'work, then refused'

let payload: Payload
/** What the hook saw: whether the operation held a transaction when it ran, and how many were open during the work. */
let seen: { heldOne: boolean; openDuringWork: number } | undefined
/** How many transactions were open once the operation had written. */
let openAfterWrite: number | undefined

const openTransactions = () => Object.keys(payload.db.sessions ?? {}).length

/** As the avatar's fetch does: a slow step, first of the operation's hooks, for a name asking for one. */
const workFirst: CollectionBeforeOperationHook = async ({ args, req }) => {
  const firstName = (args as { data?: { firstName?: unknown } }).data?.firstName
  if (typeof firstName !== 'string' || !firstName.startsWith('work')) return
  const heldOne = req.transactionID !== undefined
  await outsideOperationTransaction(req, async () => {
    seen = { heldOne, openDuringWork: openTransactions() }
  })
}

beforeAll(async () => {
  payload = await barePayload(
    bareUsers({
      beforeOperation: [workFirst],
      afterChange: [
        ({ doc }) => {
          openAfterWrite = openTransactions()
          if (doc.firstName === REFUSED) throw new ValidationError({ collection: 'users', errors: [{ path: 'firstName', message: REFUSED }] })
          return doc
        },
      ],
    }),
  )
})

beforeEach(() => {
  seen = undefined
  openAfterWrite = undefined
})

let accounts = 0
const account = () => payload.create({ collection: 'users', data: { email: `account-${++accounts}@example.com`, password: 'contract-password', role: 'user' } })

/** A request as Payload's REST API hands it to an operation: no transaction yet. */
async function restRequest(): Promise<PayloadRequest> {
  const req = await createLocalReq({}, payload)
  req.payloadAPI = 'REST'
  return req
}

const nameOf = async (id: number) => (await payload.findByID({ collection: 'users', id })).firstName

describe('contract: an operation’s transaction, left for a slow step and begun again', () => {
  it('is open when the first beforeOperation hook runs, and the work runs with none open', async () => {
    const { id } = await account()
    await payload.update({ collection: 'users', id, data: { firstName: 'work-then-write' }, req: await restRequest() })
    expect(seen?.heldOne, `${BROKEN}Payload no longer opens the operation's transaction before its beforeOperation hooks`).toBe(true)
    expect(seen?.openDuringWork, `${BROKEN}the operation's transaction was still open during the work`).toBe(0)
  })

  it('the transaction begun after the work is the one Payload commits at the operation’s end', async () => {
    const { id } = await account()
    const req = await restRequest()
    await payload.update({ collection: 'users', id, data: { firstName: 'work-then-write' }, req })
    expect(openAfterWrite, `${BROKEN}the operation wrote outside a transaction after the work`).toBe(1)
    expect(await nameOf(id), `${BROKEN}the write made after the work was not committed`).toBe('work-then-write')
    expect(openTransactions(), `${BROKEN}the transaction begun after the work is left open`).toBe(0)
  })

  it('and the one Payload rolls back when the operation fails after writing', async () => {
    const { id } = await account()
    await payload.update({ collection: 'users', id, data: { firstName: 'work' }, req: await restRequest() })
    const failing = payload.update({ collection: 'users', id, data: { firstName: REFUSED }, req: await restRequest() })
    await expect(failing).rejects.toThrow()
    expect(await nameOf(id), `${BROKEN}the write of a failed operation, made after the work, stayed`).toBe('work')
    expect(openTransactions(), `${BROKEN}a failed operation left the transaction begun after the work open`).toBe(0)
  })

  it('in a Local API call the work runs inside the caller’s transaction, which stays the caller’s', async () => {
    const { id } = await account()
    const req = await createLocalReq({}, payload)
    const transactionID = await payload.db.beginTransaction()
    req.transactionID = transactionID!
    await payload.update({ collection: 'users', id, data: { firstName: 'work-inside' }, req })
    expect(seen?.openDuringWork).toBe(1)
    expect(req.transactionID).toBe(transactionID)
    await payload.db.commitTransaction(transactionID!)
    expect(await nameOf(id)).toBe('work-inside')
  })
})
