import type { CollectionBeforeOperationHook } from 'payload'
import { holdAccount } from '@cms/hooks/holdAccount'
import { relationId } from '@cms/lib/relationId'

/** A submission is written holding its submitter's account: one sent while the account is deleted gets a 401. */
export const holdSubmitter: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'create') return
  const submitter = req.user?.id ?? relationId((args as { data?: { user?: unknown } }).data?.user)
  if (submitter !== null && submitter !== undefined) await holdAccount(req, submitter)
}
