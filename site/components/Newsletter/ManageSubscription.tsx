'use client'

import { useEffect, useRef, useState, type FormEvent } from 'react'
import { sendJson, type PostResult } from '../../lib/postJson'
import { Button } from '../Button/Button'
import { CheckboxField } from '../FormField/CheckboxField'
import { FormAlert } from '../FormAlert/FormAlert'
import styles from './Newsletter.module.css'

type Subscription = { email: string; status: 'pending' | 'confirmed' | 'paused' | 'unsubscribed'; everyRelease: boolean; artists: number[] }
type Artist = { id: string | number; name: string }
type State = { kind: 'loading' } | { kind: 'failed'; message: string } | { kind: 'deleted'; message: string } | { kind: 'ready'; subscription: Subscription; artists: Artist[] }

const STATUS_TEXT: Record<Subscription['status'], string> = {
  pending: 'not confirmed yet: use the link in the e-mail we sent',
  confirmed: 'subscribed',
  paused: 'paused: no e-mails until you resume',
  unsubscribed: 'unsubscribed',
}

/**
 * The manage link's page, with no sign-in: what this address gets, its follows, pause,
 * unsubscribe and delete. Everything is read and written with the link's token only.
 */
export function ManageSubscription({ token }: { token: string }) {
  const [state, setState] = useState<State>({ kind: 'loading' })
  const [notice, setNotice] = useState<string | null>(null)
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  // Deleting cannot be undone, and the link is in every e-mail: it asks once more first.
  const [confirmingDelete, setConfirmingDelete] = useState(false)
  const question = useRef<HTMLParagraphElement>(null)
  const confirmation = useRef<HTMLDivElement>(null)
  const query = `token=${encodeURIComponent(token)}`

  useEffect(() => {
    void Promise.all([sendJson<Subscription>('GET', `/api/newsletter/subscription?${query}`), sendJson<Artist[]>('GET', '/api/artists')]).then(([subscription, artists]) => {
      if (!subscription.ok) setState({ kind: 'failed', message: subscription.message })
      else setState({ kind: 'ready', subscription: subscription.body, artists: artists.ok ? artists.body : [] })
    })
  }, [query])

  useEffect(() => {
    if (!confirmingDelete) return
    // The question takes focus for screen readers, and the whole group, its buttons too, comes
    // into view: focusing the question alone left the buttons under the player's bar on a phone.
    question.current?.focus({ preventScroll: true })
    confirmation.current?.scrollIntoView({ block: 'nearest' })
  }, [confirmingDelete])

  if (state.kind === 'loading') return <p role="status">Loading your subscription...</p>
  if (state.kind === 'failed') return <FormAlert>{state.message}</FormAlert>
  if (state.kind === 'deleted') return <p role="status">{state.message}</p>

  const { subscription, artists } = state
  const act = async (run: () => Promise<PostResult<Subscription & { message?: string }>>, done: string) => {
    setBusy(true)
    setError(null)
    setNotice(null)
    const result = await run()
    setBusy(false)
    if (!result.ok) return setError(result.message)
    if ('email' in result.body) setState({ ...state, subscription: result.body })
    setNotice(done)
  }

  const onSave = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    const data = new FormData(event.currentTarget)
    const choice = {
      token,
      everyRelease: data.get('everyRelease') === 'on',
      artists: data.getAll('artists').map(Number),
      paused: data.get('paused') === 'on',
    }
    void act(() => sendJson('PATCH', '/api/newsletter/subscription', choice), 'Your choices are saved.')
  }

  const onUnsubscribe = () =>
    void act(async () => {
      const result = await sendJson<{ message: string }>('POST', `/api/newsletter/unsubscribe?${query}`)
      return result.ok ? { ok: true, body: { ...subscription, status: 'unsubscribed' } } : result
    }, 'You are unsubscribed. We will not send you release e-mails any more.')

  const onDelete = async () => {
    setConfirmingDelete(false)
    setBusy(true)
    const result = await sendJson<{ message: string }>('DELETE', '/api/newsletter/subscription', { token })
    setBusy(false)
    if (result.ok) setState({ kind: 'deleted', message: result.body.message })
    else setError(result.message)
  }

  return (
    <div className={styles.subscribe}>
      <p>
        <strong>{subscription.email}</strong> is {STATUS_TEXT[subscription.status]}.
      </p>
      {error && <FormAlert takeFocus>{error}</FormAlert>}
      <p role="status">{notice}</p>
      <form onSubmit={onSave} aria-label="Your release e-mails" key={JSON.stringify(subscription)}>
        <fieldset className={styles.choices}>
          <legend>What you get</legend>
          <CheckboxField name="everyRelease" defaultChecked={subscription.everyRelease}>
            Every release, every Monday
          </CheckboxField>
          {artists.map((artist) => (
            <CheckboxField key={artist.id} name="artists" value={String(artist.id)} defaultChecked={subscription.artists.includes(Number(artist.id))}>
              {`Albums by ${artist.name}`}
            </CheckboxField>
          ))}
          <CheckboxField name="paused" defaultChecked={subscription.status === 'paused'}>
            Pause all e-mails
          </CheckboxField>
        </fieldset>
        <div className={styles.actions}>
          <Button type="submit" disabled={busy}>
            Save my choices
          </Button>
        </div>
      </form>
      <div className={styles.actions}>
        {subscription.status !== 'unsubscribed' && (
          <Button type="button" $variant="secondary" disabled={busy} onClick={onUnsubscribe}>
            Unsubscribe
          </Button>
        )}
        {!confirmingDelete && (
          <Button type="button" $variant="secondary" disabled={busy} onClick={() => setConfirmingDelete(true)}>
            Delete my address
          </Button>
        )}
      </div>
      {confirmingDelete && (
        <div ref={confirmation} className={styles.subscribe} role="group" aria-labelledby="delete-question">
          <p id="delete-question" ref={question} tabIndex={-1}>
            Delete <strong>{subscription.email}</strong> and what it follows for good? This cannot be undone.
          </p>
          <div className={styles.actions}>
            <Button type="button" $variant="primary" disabled={busy} onClick={() => void onDelete()}>
              Yes, delete my address
            </Button>
            <Button type="button" $variant="secondary" disabled={busy} onClick={() => setConfirmingDelete(false)}>
              Keep my address
            </Button>
          </div>
        </div>
      )}
    </div>
  )
}
