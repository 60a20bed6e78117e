import { Section } from '../Section/Section'
import { FollowArtist } from './FollowArtist'
import { PAGE_SUBSCRIBE_LABEL, SubscribeForm } from './SubscribeForm'
import styles from './Newsletter.module.css'

type Props = { artist?: { id: number; name: string } | null }

/**
 * An album page's "Never miss a Monday": every Monday album, or its artist's albums only (not for an
 * artist named only on albums, with no record to follow). The fine print, under the first form, is
 * said once for both.
 */
export function AlbumNewsletter({ artist }: Props) {
  return (
    <Section id="album-news" title="Never miss a Monday">
      <div className={styles.signups}>
        <SubscribeForm source="album" label={PAGE_SUBSCRIBE_LABEL} />
        {artist && artist.id > 0 && <FollowArtist artist={artist} source="album" fineprint={false} />}
      </div>
    </Section>
  )
}
