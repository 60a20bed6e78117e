import { avatarInitial, type Viewer } from '../../lib/viewer'
import { cssVars } from '../../styles/cssVars'
import styles from './Avatar.module.css'

/**
 * The viewer's profile image, else their initial (SPEC §3). Decorative: the name always stands
 * beside it or in the control's label. The initial is drawn by CSS from `data-initial`, not
 * written as text, so a control's visible text is the name alone and its label can hold it
 * (WCAG 2.5.3, label in name: "Account menu for Ada" does not contain "A Ada").
 */
export function Avatar({ viewer, size = 32 }: { viewer: Pick<Viewer, 'firstName' | 'email' | 'profileImageUrl'>; size?: number }) {
  return (
    <span
      className={styles.circle}
      style={cssVars({ '--avatar-size': `${size}px`, '--avatar-font-size': `${Math.round(size * 0.45)}px` })}
      aria-hidden="true"
      data-initial={viewer.profileImageUrl ? undefined : avatarInitial(viewer)}
    >
      {viewer.profileImageUrl && (
        // The site's own small copy (the users collection shows no other), so next/image adds
        // nothing. Lazy: under comments it is below the fold, and React's HTML would otherwise
        // preload each avatar in the head, ahead of what the reader sees first.
        <img src={viewer.profileImageUrl} alt="" width={size} height={size} loading="lazy" />
      )}
    </span>
  )
}
