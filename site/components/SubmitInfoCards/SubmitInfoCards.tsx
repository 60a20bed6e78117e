import { DiscIcon, PenIcon, SparkIcon } from '../Icon/Icon'
import { ProseCards } from '../ProseCards/ProseCards'
import styles from './SubmitInfoCards.module.css'

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
    <div className={styles.wide}>
      {/* The cards' titles are h3s: the outline needs a heading between them and the page's h1. */}
      <h2 className="visually-hidden">How it works</h2>
      <ProseCards cards={CARDS} />
    </div>
  )
}
