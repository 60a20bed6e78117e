import type { Metadata } from 'next'
import { FormPage } from '@site/components/FormPage/FormPage'
import { LoginRequired } from '@site/components/LoginRequired/LoginRequired'
import { LyricsGate } from '@site/components/LyricsGate/LyricsGate'
import { Marquee } from '@site/components/Marquee/Marquee'
import { PageHeader } from '@site/components/PageHeader/PageHeader'
import { SubmitInfoCards } from '@site/components/SubmitInfoCards/SubmitInfoCards'
import { pageMetadata } from '@site/lib/pageMetadata'

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
