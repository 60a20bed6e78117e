import { Suspense } from 'react'
import type { getHomeCatalogue } from '../../lib/read/catalogue'
import { AlbumCard } from '../AlbumCard/AlbumCard'
import { CardGrid } from '../AlbumGrid/CardGrid'
import { ButtonLink } from '../Button/Button'
import { Container } from '../Container/Container'
import { DiscIcon, PenIcon, UsersIcon } from '../Icon/Icon'
import { PageHeader } from '../PageHeader/PageHeader'
import { PreviewSection } from '../PreviewSection/PreviewSection'
import { StatCard, StatGrid } from '../StatCard/StatCard'
import styles from './HomeDashboard.module.css'
import { OwnGreeting, OwnSubmissionCount, OwnSubmissionsSection } from './OwnHome'

type Props = { catalogue: Awaited<ReturnType<typeof getHomeCatalogue>> }

/**
 * SPEC §2 "Signed-in home": greeting, stats, latest releases and the visitor's own submissions.
 * The page is prerendered and kept like the others; what is the visitor's own is rendered for each
 * request into its holes, in the same response.
 */
export function HomeDashboard({ catalogue }: Props) {
  const { albums, albumCount, artistCount } = catalogue
  return (
    <>
      <PageHeader
        eyebrow="Your home"
        title={
          <Suspense fallback={<span className="held-place">Welcome back, Music Lover!</span>}>
            <OwnGreeting />
          </Suspense>
        }
        lead="Here is what is new at Machine Soul. A fresh album lands every Monday."
      >
        <div className={styles.actions}>
          <ButtonLink href="/submit">
            <PenIcon size={18} /> Submit Lyrics
          </ButtonLink>
          <ButtonLink href="/albums" $variant="secondary">
            <DiscIcon size={18} /> Browse Albums
          </ButtonLink>
        </div>
      </PageHeader>
      <Container>
        <StatGrid aria-label="Your stats">
          <StatCard label="Total Albums" value={albumCount} icon={<DiscIcon />} />
          <StatCard label="AI Artists" value={artistCount} icon={<UsersIcon />} />
          <StatCard label="Your Submissions" value={
            <Suspense fallback={<span className="held-place">–</span>}>
              <OwnSubmissionCount />
            </Suspense>
          } icon={<PenIcon />} />
        </StatGrid>
      </Container>
      <PreviewSection
        id="latest"
        title="Latest Releases"
        eyebrow="Fresh every Monday"
        hasItems={albums.length > 0}
        viewAll={{ href: '/albums', label: 'View All' }}
        empty={{ title: 'No albums yet', icon: <DiscIcon size={36} />, text: 'The first release is still in the studio. Check back on Monday.' }}
      >
        <CardGrid aria-label="Latest releases">
          {albums.map((album) => (
            <li key={album.id}>
              <AlbumCard album={album} artist={album.artist} />
            </li>
          ))}
        </CardGrid>
      </PreviewSection>
      <Suspense fallback={null}>
        <OwnSubmissionsSection />
      </Suspense>
    </>
  )
}
