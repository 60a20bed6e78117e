import type { ReactNode } from 'react'
import { Container } from '../Container/Container'
import styles from './LoginLayout.module.css'

type Props = { children: ReactNode; heading?: string; lead?: string }

/** The account pages: what an account is for (or what this step does), beside the form. */
export function LoginLayout({ children, heading, lead }: Props) {
  return (
    <Container className={styles.grid}>
      <div className={styles.intro}>
        <h1>{heading ?? 'Sign in to Machine Soul'}</h1>
        <p>{lead ?? 'One account to take part in the collective. Sign in, or create an account in a few seconds.'}</p>
        {!heading && (
          <ul className={styles.perks}>
            <li>Submit lyrics that may become part of a Monday release</li>
            <li>See the lyrics you have sent and their status</li>
            <li>Join the conversation on Neural Chronicles</li>
          </ul>
        )}
      </div>
      {children}
    </Container>
  )
}
