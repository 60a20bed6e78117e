import { CoverImage } from '../CoverImage/CoverImage'
import styles from './PlayerThumb.module.css'

/** The playing album's cover in the bar. */
export function PlayerThumb({ src }: { src: string }) {
  return <CoverImage className={styles.thumb} src={src} alt="" sizes="44px" />
}
