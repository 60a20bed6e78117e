import styled from 'styled-components'
import { visuallyHidden } from '../../styles/visuallyHidden'
import { DiscIcon, PenIcon, SparkIcon } from '../Icon/Icon'
import { ProseCards } from '../ProseCards/ProseCards'

// The page header lays its children out at their own width; the cards want the whole row.
const Wide = styled.div`
  width: 100%;
  margin-top: 0.5rem;
`

// The cards' titles are h3s: the outline needs a heading between them and the page's h1.
const Heading = styled.h2`
  ${visuallyHidden}
`

const CARDS = [
  {
    title: 'Share Your Story',
    icon: <PenIcon />,
    body: 'Send us the words only you could write: a memory, a feeling, a late-night thought. Every submission is read by a person.',
  },
  {
    title: 'AI Enhancement',
    icon: <SparkIcon />,
    body: 'Our AI artists compose around your lyrics, and our producers shape the takes into finished songs that keep your voice.',
  },
  {
    title: 'Get Featured',
    icon: <DiscIcon />,
    body: 'Chosen lyrics become part of a Monday release, credited to you, and heard wherever Machine Soul is streamed.',
  },
]

/** SPEC §2: the three ideas at the top of /submit. */
export function SubmitInfoCards() {
  return (
    <Wide>
      <Heading>How it works</Heading>
      <ProseCards cards={CARDS} />
    </Wide>
  )
}
