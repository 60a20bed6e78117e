import { clsx } from 'clsx'
import { ButtonLink } from '../Button/Button'
import { Container } from '../Container/Container'
import { ArrowLeftIcon } from '../Icon/Icon'
import styles from './NotFound.module.css'
import { RequestedPath } from './RequestedPath'

/** SPEC §2: '404 Page Not Found' with a developer-style hint, and the way home. */
export function NotFound() {
  return (
    <Container className={styles.section}>
      <p className={clsx(styles.code, 'gradient-text')} aria-hidden="true">404</p>
      <h1 className={styles.title}>404 Page Not Found</h1>
      <p className={styles.text}>This page doesn&apos;t exist, or it has moved.</p>
      <pre className={styles.console}>
        <strong>
          GET <RequestedPath />
        </strong>
        {'\n'}
        <em>{'// '}Did you forget to add the page to the router?</em>
      </pre>
      <ButtonLink href="/">
        <ArrowLeftIcon size={18} /> Back to home
      </ButtonLink>
    </Container>
  )
}
