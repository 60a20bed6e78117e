import { signInHref } from '@site/lib/navigation'
import Link from 'next/link'
import styles from './AdminAccessRequired.module.css'

/**
 * /admin for a signed-out visitor (SPEC §2): an explanation and the way to sign in, back to the
 * page asked for, or back to the site (this page has none of the site's chrome to leave by).
 */
export function AdminAccessRequired({ path }: { path: string }) {
  return (
    <main className={styles.page}>
      <section className={styles.card} aria-labelledby="admin-access-title">
        <h1 id="admin-access-title" className={styles.title}>
          Admin Access Required
        </h1>
        <p className={styles.text}>Please sign in to access the admin panel.</p>
        <a className={styles.signIn} href={signInHref(path)}>
          Sign In
        </a>
        <p className={styles.back}>
          <Link href="/">Back to Machine Soul</Link>
        </p>
      </section>
    </main>
  )
}
