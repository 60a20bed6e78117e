import type { Metadata } from 'next'
import { FormCard } from '../../../components/FormCard/FormCard'
import { FormPage } from '../../../components/FormPage/FormPage'
import { PenIcon } from '../../../components/Icon/Icon'
import { LoginRequired } from '../../../components/LoginRequired/LoginRequired'
import { LyricsForm } from '../../../components/LyricsForm/LyricsForm'
import { Marquee } from '../../../components/Marquee/Marquee'
import { PageHeader } from '../../../components/PageHeader/PageHeader'
import { SubmitInfoCards } from '../../../components/SubmitInfoCards/SubmitInfoCards'
import { pageMetadata } from '../../../lib/pageMetadata'
import { getSessionUser } from '../../../lib/session'

const LEAD =
  'Every Machine Soul album starts with words. Send us your lyrics: if they move us, they may become part of a Monday release, credited to you.'

export const metadata: Metadata = pageMetadata({
  title: 'Submit Lyrics',
  shareTitle: 'Submit Your Lyrics · Machine Soul',
  description: LEAD,
  path: '/submit',
})

export default async function SubmitPage() {
  const user = await getSessionUser()
  return (
    <>
      <Marquee text="Now reading lyrics for next Monday’s release · Your words, our machines · Get featured on Machine Soul" />
      <PageHeader eyebrow="Get featured" title="Submit Your Lyrics" lead={LEAD}>
        <SubmitInfoCards />
      </PageHeader>
      <FormPage>
        {user ? (
          <FormCard title="Your Lyrics" icon={<PenIcon />}>
            <LyricsForm defaultName={user.firstName ?? ''} defaultEmail={user.email} />
          </FormCard>
        ) : (
          <LoginRequired />
        )}
      </FormPage>
    </>
  )
}
