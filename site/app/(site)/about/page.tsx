import type { Metadata } from 'next'
import { ButtonLink } from '@site/components/Button/Button'
import { CalendarIcon, DiscIcon, HeadphonesIcon, PenIcon, SparkIcon, UsersIcon } from '@site/components/Icon/Icon'
import { PageHeader } from '@site/components/PageHeader/PageHeader'
import { ProseCards } from '@site/components/ProseCards/ProseCards'
import { Section } from '@site/components/Section/Section'
import { pageMetadata } from '@site/lib/pageMetadata'

const LEAD =
  'Machine Soul is a music collective of writers, producers and AI artists. We believe new tools can widen who gets to make music, without taking the human out of it.'

export const metadata: Metadata = pageMetadata({
  title: 'About',
  description: LEAD,
  path: '/about',
})

const PROCESS = [
  {
    title: '1. Words first',
    icon: <PenIcon />,
    body: 'Every album begins with lyrics: written by members of the collective or submitted by listeners. We read every submission and choose the words that set the theme for the week.',
  },
  {
    title: '2. Composition',
    icon: <SparkIcon />,
    body: 'One of our AI artists composes around those words. We generate many takes, keep the moments that move us, and steer the model again and again until the songs hold together.',
  },
  {
    title: '3. Production',
    icon: <HeadphonesIcon />,
    body: 'Human producers arrange, edit, mix and master the tracks, and design the cover art. Nothing ships until it sounds like something we would play on repeat ourselves.',
  },
]

const RIGHTS = [
  {
    title: 'Original lyrics',
    icon: <PenIcon />,
    body: 'Every lyric we release is original: written by the collective or by contributors who submitted it to us and agreed to its use. We never train on, or borrow, other artists’ words.',
  },
  {
    title: 'Original artwork',
    icon: <DiscIcon />,
    body: 'Every cover is made for its album. Like the music, it is created under our direction, from our own ideas, for that release alone.',
  },
  {
    title: 'AI under direction',
    icon: <UsersIcon />,
    body: 'AI tools are instruments here. They are used under the direction of the artist, who makes the creative choices and takes responsibility for the result.',
  },
]

export default function AboutPage() {
  return (
    <>
      <PageHeader eyebrow="Machine Soul Collective" title="About" lead={LEAD} />
      <Section id="mission" title="Our Mission" eyebrow="Why we exist">
        <ProseCards
          cards={[
            {
              title: 'Music with a machine soul',
              icon: <SparkIcon />,
              body: 'We explore what happens when human feeling meets machine imagination. Our mission is to release music that is honest about how it is made, that credits the people behind it, and that invites listeners to become collaborators by sending in their own lyrics.',
            },
          ]}
        />
      </Section>
      <Section id="process" title="Our Creative Process" eyebrow="From words to album">
        <ProseCards cards={PROCESS} />
      </Section>
      <Section id="rights" title="Original Content and Rights" eyebrow="Made by us">
        <ProseCards cards={RIGHTS} />
      </Section>
      <Section
        id="releases"
        title="A New Album Every Monday"
        eyebrow="Weekly releases"
        lead="Since our first release we have kept one promise: a brand-new album every Monday, on Spotify and on this site. Start with the latest, or dig through the whole catalogue."
        action={
          <ButtonLink href="/albums">
            <CalendarIcon size={18} /> Browse the Albums
          </ButtonLink>
        }
      />
    </>
  )
}
