import styles from './SkipLink.module.css'

export const MAIN_CONTENT_ID = 'main-content'

/** The first Tab stop: straight past the navigation to the page's content. */
export function SkipLink() {
  return (
    <a className={styles.link} href={`#${MAIN_CONTENT_ID}`}>
      Skip to content
    </a>
  )
}
