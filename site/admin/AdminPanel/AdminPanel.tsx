'use client'
import { useSearchParams } from 'next/navigation'
import { useCallback } from 'react'
import { useMounted } from '../../lib/hooks/useMounted'
import { Spinner } from '../ui/Spinner'
import { AlbumsTab } from '../AlbumsTab/AlbumsTab'
import { ArtistsTab } from '../ArtistsTab/ArtistsTab'
import { BlogTab } from '../BlogTab/BlogTab'
import { SubmissionsTab } from '../SubmissionsTab/SubmissionsTab'
import { UsersTab } from '../UsersTab/UsersTab'
import { Tabs, type Tab } from './Tabs'
import styles from './AdminPanel.module.css'

const TABS: readonly Tab[] = [
  { id: 'albums', label: 'Albums', render: () => <AlbumsTab /> },
  { id: 'artists', label: 'Artists', render: () => <ArtistsTab /> },
  { id: 'blog', label: 'Blog', render: () => <BlogTab /> },
  { id: 'submissions', label: 'Submissions', render: () => <SubmissionsTab /> },
  { id: 'users', label: 'Users', render: () => <UsersTab /> },
]

/**
 * The five-tab panel of SPEC §2, in place of Payload's dashboard at /admin. The chosen tab is kept
 * in the address (?tab=blog), so a reload or a shared link opens the same tab.
 */
export function AdminPanel() {
  // The forms come once React runs them: typed into the server's HTML before, a field's text was
  // lost when React took the page over (seen on a slow phone in the e2e suite).
  const ready = useMounted()
  const selected = useSearchParams().get('tab') ?? TABS[0]!.id
  const select = useCallback((id: string) => {
    const url = new URL(window.location.href)
    url.searchParams.set('tab', id)
    window.history.replaceState(null, '', url)
  }, [])
  return (
    <main className={styles.page}>
      <h1 className={styles.title}>Admin Panel</h1>
      <p className={styles.intro}>Albums, artists, the blog, lyric submissions and user roles, in one place.</p>
      {ready ? <Tabs tabs={TABS} selected={selected} onSelect={select} label="Admin sections" /> : <Spinner label="Loading the panel…" />}
    </main>
  )
}
