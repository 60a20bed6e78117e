import type { Metadata } from 'next'
import { FormPage } from '../../../components/FormPage/FormPage'
import { LoginRequired } from '../../../components/LoginRequired/LoginRequired'
import { LyricsGate } from '../../../components/LyricsGate/LyricsGate'
import { Marquee } from '../../../components/Marquee/Marquee'
import { PageHeader } from '../../../components/PageHeader/PageHeader'
import { SubmitInfoCards } from '../../../components/SubmitInfoCards/SubmitInfoCards'
import { pageMetadata } from '../../../lib/pageMetadata'

const LEAD =
  'Every Machine Soul album starts with words. Send us your lyrics: if they move us, they may become part of a Monday release, credited to you.'

export const metadata: Metadata = pageMetadata({
  title: 'Submit Lyrics',
  shareTitle: 'Submit Your Lyrics · Machine Soul',
  description: LEAD,
  path: '/submit',
})

export default function SubmitPage() {
  return (
    <>
      <Marquee text="Now reading lyrics for next Monday’s release · Your words, our machines · Get featured on Machine Soul" />
      <PageHeader eyebrow="Get featured" title="Submit Your Lyrics" lead={LEAD}>
        <SubmitInfoCards />
      </PageHeader>
      <FormPage>
        <LyricsGate signedOut={<LoginRequired />} />
      </FormPage>
    </>
  )
}
