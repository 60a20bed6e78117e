import type { AdminViewServerProps } from 'payload'
import { isAdmin } from '@cms/access/isAdmin'
import { ViewTemplate } from '../ViewTemplate/ViewTemplate'
import { SubscribersPanel } from './SubscribersPanel'

/**
 * /admin/subscribers (README "Newsletter"): the mailing list's counts, search by e-mail, delete
 * and CSV export, beside the five-tab panel. The admin's layout has sent anyone but an admin away.
 */
export async function SubscribersView({ initPageResult, params, searchParams }: AdminViewServerProps) {
  if (!(await isAdmin({ req: initPageResult.req }))) return null
  return (
    <ViewTemplate initPageResult={initPageResult} params={params} searchParams={searchParams} title="Subscribers" intro="Who gets the release e-mails, and what they follow.">
      <SubscribersPanel api={initPageResult.req.payload.config.routes.api} />
    </ViewTemplate>
  )
}
