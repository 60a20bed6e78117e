'use client'
import { Button } from '@payloadcms/ui'
import { Fragment, useCallback, useEffect, useState, type FormEvent } from 'react'
import { NEWSLETTER_ADMIN_PATHS } from '@cms/newsletter/admin/paths'
import { optionLabel } from '@cms/lib/optionLabel'
import type { SubscriberRow, SubscribersOverview } from '@cms/newsletter/admin/overview'
import type { SubscriberStatus } from '@cms/schemas/newsletter'
import { formatDate } from '@site/lib/catalogue/dates'
import { sendJson } from '@site/lib/postJson'
import { announceOk, signedOut } from '../lib/feedback'
import { Card } from '../ui/Card'
import { Dialog } from '../ui/Dialog'
import { ItemSummary } from '../ui/ItemSummary'
import { Spinner } from '../ui/Spinner'
import { TextField } from '../ui/fields'
import ui from '../ui/ui.module.css'
import styles from './SubscribersPanel.module.css'

// Who gets the mails first.
const COUNTED: SubscriberStatus[] = ['confirmed', 'pending', 'paused', 'unsubscribed']

/** The counts, the search and its results, read from /cms-api/newsletter/subscribers; deletes go through Payload's own REST. */
export function SubscribersPanel({ api }: { api: string }) {
  const [overview, setOverview] = useState<SubscribersOverview | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [typed, setTyped] = useState('')
  const [search, setSearch] = useState('')
  const [deleting, setDeleting] = useState<SubscriberRow | null>(null)

  const load = useCallback(async () => {
    const result = await sendJson<SubscribersOverview>('GET', `${api}${NEWSLETTER_ADMIN_PATHS.subscribers}?email=${encodeURIComponent(search)}`)
    if (result.ok) {
      setOverview(result.body)
      setError(null)
    } else if (result.status === 401) signedOut()
    else setError(result.message)
  }, [api, search])
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the state is set after the read answers, not during the effect
    void load()
  }, [load])

  const submit = (event: FormEvent) => {
    event.preventDefault()
    setSearch(typed.trim())
  }
  const remove = async (subscriber: SubscriberRow) => {
    const done = await announceOk('DELETE', `${api}/subscribers/${subscriber.id}`, undefined, {
      success: `${subscriber.email} was deleted`,
      fallback: 'Failed to delete the subscriber',
    })
    if (done) {
      setDeleting(null)
      await load()
    }
  }

  if (error && !overview) return <p className={ui.error} role="alert">{error}</p>
  if (!overview) return <Spinner />
  const { counts, artists, matches } = overview
  return (
    <div className={styles.grid}>
      <Card title="Counts">
        <dl className={ui.facts}>
          {COUNTED.map((status) => (
            <Fragment key={status}>
              <dt>{optionLabel(status)}</dt>
              <dd>{counts[status]}</dd>
            </Fragment>
          ))}
        </dl>
        <a className={`btn btn--style-secondary btn--size-medium ${styles.export}`} href={`${api}${NEWSLETTER_ADMIN_PATHS.export}`} download>
          Export as CSV
        </a>
      </Card>
      <Card title="Followers per artist" description="Confirmed subscribers who follow each artist.">
        {artists.length === 0 ? (
          <p className={ui.empty}>No artists yet</p>
        ) : (
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">Artist</th>
                <th scope="col">Followers</th>
              </tr>
            </thead>
            <tbody>
              {artists.map((artist) => (
                <tr key={artist.id}>
                  <td>{artist.name}</td>
                  <td>{artist.followers}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </Card>
      <Card title="Addresses" description={matches.total > matches.subscribers.length ? `The first ${matches.subscribers.length} of ${matches.total}` : `${matches.total} found`}>
        <form role="search" className={styles.search} onSubmit={submit}>
          <TextField label="Search by e-mail" type="search" value={typed} onChange={(event) => setTyped(event.target.value)} maxLength={255} />
          <Button type="submit" buttonStyle="secondary">
            Search
          </Button>
        </form>
        {matches.subscribers.length === 0 ? (
          <p className={ui.empty}>No subscribers found</p>
        ) : (
          <ul className={ui.list} aria-label="Subscribers">
            {matches.subscribers.map((subscriber) => (
              <li key={subscriber.id} className={ui.item}>
                <ItemSummary
                  title={subscriber.email}
                  lines={[optionLabel(subscriber.status), subscriber.everyRelease ? 'Every release' : 'Followed artists', subscriber.consentAt ? `Consent given ${formatDate(subscriber.consentAt)}` : '']}
                  actions={
                    <Button buttonStyle="secondary" size="small" aria-label={`Delete ${subscriber.email}`} onClick={() => setDeleting(subscriber)}>
                      Delete
                    </Button>
                  }
                />
              </li>
            ))}
          </ul>
        )}
      </Card>
      {deleting && (
        <Dialog
          title={`Delete ${deleting.email}?`}
          onClose={() => setDeleting(null)}
          actions={
            <Button buttonStyle="primary" onClick={() => void remove(deleting)}>
              Delete for good
            </Button>
          }
        >
          <p>The address, its follows and its consent are deleted for good: the right to be forgotten. Its past deliveries keep no trace of it.</p>
        </Dialog>
      )}
    </div>
  )
}
