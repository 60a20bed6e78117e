import { PenIcon, SparkIcon, UsersIcon } from '../Icon/Icon'
import { ProseCards } from '../ProseCards/ProseCards'
import { Section } from '../Section/Section'

const CARDS = [
  {
    title: 'Trained on a sound',
    icon: <SparkIcon />,
    body: 'Each artist is a generative model tuned towards one musical identity: its palette of timbres, its tempos, the way it builds and releases tension. The model version on a card tells you which generation of that voice you are hearing.',
  },
  {
    title: 'Written by people',
    icon: <PenIcon />,
    body: 'Every track starts from original lyrics, written by the collective or sent in by listeners. The words set the mood, the structure and the story; the model answers them with melody, harmony and texture.',
  },
  {
    title: 'Directed, not automated',
    icon: <UsersIcon />,
    body: 'Human producers choose between takes, rearrange sections, and mix and master every album. The AI is an instrument with a mind of its own, played with intent, never left to run on autopilot.',
  },
]

/** SPEC §2 /artists: 'The Science Behind the Music', how an AI artist makes an album. */
export function ScienceSection() {
  return (
    <Section
      id="science"
      title="The Science Behind the Music"
      eyebrow="How it works"
      lead="Our artists are AI models, but no album is made by a machine alone."
    >
      <ProseCards cards={CARDS} />
    </Section>
  )
}
