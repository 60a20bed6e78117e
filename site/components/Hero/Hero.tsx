import { clsx } from 'clsx'
import { STREAMING_SEARCH_URL } from '../../lib/navigation'
import { ButtonExternal, ButtonLink } from '../Button/Button'
import { Container } from '../Container/Container'
import { ExternalIcon, PenIcon } from '../Icon/Icon'
import { Waveform } from '../Waveform/Waveform'
import styles from './Hero.module.css'

/** The landing page's opening: the pitch, where to listen, and the way to take part. */
export function Hero() {
  return (
    <section className={styles.section} aria-labelledby="hero-title">
      <Container className={styles.grid}>
        <div className={styles.copy}>
          <p className={clsx(styles.eyebrow, 'eyebrow-text')}>New album every Monday</p>
          <h1 className={styles.headline} id="hero-title">
            {/* A non-breaking hyphen: "AI-" never ends a line. */}
            The <span>{'AI\u2011generated music'}</span> revolution is here
          </h1>
          <p className={styles.blurb}>
            Machine Soul is a collective of human writers and AI artists. Every Monday we release a brand-new album,
            composed with AI from original lyrics, including lyrics sent in by listeners like you.
          </p>
          <div className={styles.actions}>
            <ButtonExternal href={STREAMING_SEARCH_URL} $size="lg">
              Listen on Spotify <ExternalIcon size={18} />
            </ButtonExternal>
            <ButtonLink href="/submit" $size="lg" $variant="secondary">
              <PenIcon size={18} /> Submit Your Lyrics
            </ButtonLink>
          </div>
        </div>
        <Waveform className={styles.visual} />
      </Container>
    </section>
  )
}
