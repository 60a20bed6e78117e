import styles from './NeedsScripts.module.css'

/**
 * Said only in a browser with scripts off, beside a control that works through them (a form that
 * sends JSON, a button): its disabled look alone does not say why nothing can be sent. Shown by
 * the `scripting` media feature rather than <noscript>, whose content a browser that parsed the
 * page with scripting on (a page whose scripts were switched off for it) never shows.
 */
export function NeedsScripts({ doing = 'Sending this form' }: { doing?: string }) {
  return <p className={styles.note}>{`${doing} needs JavaScript, which is turned off in this browser.`}</p>
}
