import { cssVars } from '../../styles/cssVars'
import gridStyles from '../AlbumGrid/CardGrid.module.css'
import { Container } from '../Container/Container'
import { PageHeader } from '../PageHeader/PageHeader'
import styles from './CatalogueSkeleton.module.css'

type Props = { title: string; label: string }

/** Placeholder cards while a catalogue page loads; announced once as busy. */
export function CatalogueSkeleton({ title, label }: Props) {
  return (
    <>
      <PageHeader eyebrow="Catalogue" title={title} />
      <Container>
        <div className={styles.stack} role="status" aria-busy="true" aria-label={label}>
          <div className={styles.block} style={cssVars({ '--block-height': '3rem' })} />
          <div className={styles.block} style={cssVars({ '--block-height': 'clamp(14rem, 30vw, 24rem)' })} />
          <ul className={gridStyles.grid}>
            {Array.from({ length: 4 }, (_, i) => (
              <li key={i}>
                <div className={styles.block} style={cssVars({ '--block-height': '22rem' })} />
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </>
  )
}
