import { FormCard } from '../FormCard/FormCard'
import { ClockIcon, MailIcon } from '../Icon/Icon'
import styles from './ContactInfo.module.css'

/** The collective's inbox, for those who would rather write from their own mail program. */
export const CONTACT_EMAIL = 'hello@machinesoul.example'

/** How to reach the collective, what to write about, and when to expect an answer (SPEC §1: 24-48 hours). */
export function ContactInfo() {
  return (
    <FormCard title="Get in Touch">
      <div className={styles.text}>
        <p>Use the form, or write to us directly. We would love to hear from you about:</p>
        <ul>
          <li>
            <strong>Collaboration</strong>: writers, producers and artists who want to make music with us
          </li>
          <li>
            <strong>Feedback</strong>: what you love, and what we could do better
          </li>
          <li>
            <strong>Licensing</strong>: using our music in films, games, ads or streams
          </li>
          <li>
            <strong>Technical</strong>: trouble with the site, the player or your account
          </li>
          <li>
            <strong>Press</strong>: interviews, reviews and media requests
          </li>
        </ul>
        <p className={styles.line}>
          <MailIcon />
          <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>
        </p>
        <p className={styles.line}>
          <ClockIcon />
          <span>We usually respond within 24-48 hours.</span>
        </p>
      </div>
    </FormCard>
  )
}
