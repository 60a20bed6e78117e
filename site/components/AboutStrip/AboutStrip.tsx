import { ButtonLink } from '../Button/Button'
import { Container } from '../Container/Container'
import styles from './AboutStrip.module.css'

type Props = { albumCount: number; artistCount: number }

/** SPEC §2 landing "About section with counts of albums and artists". */
export function AboutStrip({ albumCount, artistCount }: Props) {
  return (
    <section className={styles.section} aria-labelledby="about-title">
      <Container className={styles.panel}>
        <div className={styles.copy}>
          <h2 id="about-title">About Machine Soul</h2>
          <p>
            We write the words, shape the sound and direct the machines. Each release pairs original lyrics and artwork
            with AI composition, and lands on streaming services every Monday.
          </p>
          <ButtonLink href="/about" $variant="secondary">
            Our story
          </ButtonLink>
        </div>
        <dl className={styles.stats}>
          <div className={styles.stat}>
            <dt>Albums released</dt>
            <dd>{albumCount}</dd>
          </div>
          <div className={styles.stat}>
            <dt>AI artists</dt>
            <dd>{artistCount}</dd>
          </div>
          <div className={styles.stat}>
            <dt>New album every Monday</dt>
            <dd>Weekly</dd>
          </div>
        </dl>
      </Container>
    </section>
  )
}
