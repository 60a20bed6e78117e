import { COLLECTIVE_NAME } from '@cms/constants'
import Link from 'next/link'
import { STREAMING_SEARCH_URL, type NavLink } from '../../lib/navigation'
import { Brand } from '../Brand/Brand'
import { Container } from '../Container/Container'
import { ExternalLink } from '../ExternalLink/ExternalLink'
import { ExternalIcon } from '../Icon/Icon'
import { CopyrightYear } from './CopyrightYear'
import { FooterColumn } from './FooterColumn'
import { SubscribeForm } from '../Newsletter/SubscribeForm'
import styles from './SiteFooter.module.css'

/** SPEC §2: the footer's quick links; About points at the landing page. */
const QUICK_LINKS: readonly NavLink[] = [
  { href: '/albums', label: 'Albums' },
  { href: '/artists', label: 'Artists' },
  { href: '/submit', label: 'Submit Lyrics' },
  { href: '/', label: 'About' },
  { href: '/contact', label: 'Contact' },
]

/** Pages and profiles that do not exist yet. */
const SUPPORT_PLACEHOLDERS = ['FAQ', 'Privacy Policy', 'Terms of Service']
const SOCIAL_PLACEHOLDERS = ['Instagram', 'YouTube', 'SoundCloud']

function PlaceholderItems({ labels }: { labels: readonly string[] }) {
  return labels.map((label) => (
    <li key={label}>
      <span className={styles.placeholder}>
        {label} <span className={styles.soon}>Soon</span>
      </span>
    </li>
  ))
}

/** On every page: quick links, support and social links, the weekly release line and its e-mail, copyright. */
export function SiteFooter() {
  return (
    <footer className={styles.wrapper}>
      <Container className={styles.columns}>
        <div className={styles.about}>
          <Brand />
          <p>
            An independent collective making music with AI under human direction: original lyrics, original
            artwork, and a new album released every week.
          </p>
          <p className={styles.release}>New album every Monday</p>
          <SubscribeForm source="footer" />
        </div>
        <nav aria-label="Quick links">
          <h2 className={styles.heading}>Quick links</h2>
          <ul className={styles.list}>
            {QUICK_LINKS.map(({ href, label }) => (
              <li key={label}>
                <Link className={styles.link} href={href}>
                  {label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <FooterColumn id="footer-support" title="Support">
          <PlaceholderItems labels={SUPPORT_PLACEHOLDERS} />
        </FooterColumn>
        <FooterColumn id="footer-follow" title="Follow">
          <li>
            <ExternalLink className={styles.link} href={STREAMING_SEARCH_URL}>
              Spotify <ExternalIcon size={14} />
            </ExternalLink>
          </li>
          <PlaceholderItems labels={SOCIAL_PLACEHOLDERS} />
        </FooterColumn>
      </Container>
      <div className={styles.bottomBar}>
        <Container className={styles.bottom}>
          <p>
            © <CopyrightYear /> {COLLECTIVE_NAME}. All rights reserved.
          </p>
          <p>AI-generated music, every Monday.</p>
        </Container>
      </div>
    </footer>
  )
}
