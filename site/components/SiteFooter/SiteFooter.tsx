import { COLLECTIVE_NAME } from '@cms/constants'
import { STREAMING_SEARCH_URL, type NavLink } from '../../lib/navigation'
import { Brand } from '../Brand/Brand'
import { ExternalIcon } from '../Icon/Icon'
import { About, Bottom, BottomBar, Columns, FooterExternalLink, FooterLink, Heading, List, Placeholder, Release, Soon, Wrapper } from './styles'

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
      <Placeholder>
        {label} <Soon>Soon</Soon>
      </Placeholder>
    </li>
  ))
}

/** On every page: quick links, support and social links, the weekly release line, copyright. */
export function SiteFooter() {
  return (
    <Wrapper>
      <Columns>
        <About>
          <Brand />
          <p>
            An independent collective making music with AI under human direction: original lyrics, original
            artwork, and a new album released every week.
          </p>
          <Release>New album every Monday</Release>
        </About>
        <nav aria-label="Quick links">
          <Heading>Quick links</Heading>
          <List>
            {QUICK_LINKS.map(({ href, label }) => (
              <li key={label}>
                <FooterLink href={href}>{label}</FooterLink>
              </li>
            ))}
          </List>
        </nav>
        <section aria-labelledby="footer-support">
          <Heading id="footer-support">Support</Heading>
          <List>
            <PlaceholderItems labels={SUPPORT_PLACEHOLDERS} />
          </List>
        </section>
        <section aria-labelledby="footer-follow">
          <Heading id="footer-follow">Follow</Heading>
          <List>
            <li>
              <FooterExternalLink href={STREAMING_SEARCH_URL}>
                Spotify <ExternalIcon size={14} />
              </FooterExternalLink>
            </li>
            <PlaceholderItems labels={SOCIAL_PLACEHOLDERS} />
          </List>
        </section>
      </Columns>
      <BottomBar>
        <Bottom>
          <p>
            © {new Date().getFullYear()} {COLLECTIVE_NAME}. All rights reserved.
          </p>
          <p>AI-generated music, every Monday.</p>
        </Bottom>
      </BottomBar>
    </Wrapper>
  )
}
