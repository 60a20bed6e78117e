'use client'
import { Button, useConfig, useDocumentInfo } from '@payloadcms/ui'
import { useCallback, useEffect, useState } from 'react'
import type { DeliveryCounts } from '@cms/newsletter/release/deliveries'
import { NEWSLETTER_ADMIN_PATHS } from '@cms/newsletter/admin/paths'
import { sendJson } from '@site/lib/postJson'
import { announce, signedOut } from '../lib/feedback'
import ui from '../ui/ui.module.css'
import styles from './ReleaseMailField.module.css'

type State = { deliveries: DeliveryCounts | null } | { error: string } | null

/**
 * On an album's edit page: where its release e-mail is (sent, failed, pending), "Send a test to
 * me" (the real mail, to the signed-in admin only) and "Resend failed" (README "Newsletter").
 */
export function ReleaseMailField() {
  const { id } = useDocumentInfo()
  const { config } = useConfig()
  const base = id === undefined ? null : `${config.routes.api}${NEWSLETTER_ADMIN_PATHS.album(id)}`
  const [state, setState] = useState<State>(null)
  const [busy, setBusy] = useState(false)

  const load = useCallback(async () => {
    if (!base) return
    const result = await sendJson<{ deliveries: DeliveryCounts | null }>('GET', base)
    if (result.ok) setState(result.body)
    else if (result.status === 401) signedOut()
    else setState({ error: result.message })
  }, [base])
  useEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the state is set after the read answers, not during the effect
    void load()
  }, [load])

  // A new album has no release e-mail to speak of until it is saved.
  if (!base) return null
  const act = async (path: string, success: string, fallback: string) => {
    setBusy(true)
    const done = await announce<{ message: string }>('POST', `${base}${path}`, {}, { success, fallback })
    setBusy(false)
    if (done) await load()
  }
  const deliveries = state && 'deliveries' in state ? state.deliveries : null
  return (
    <section className={styles.box} aria-labelledby="release-mail-heading">
      <h2 id="release-mail-heading" className={styles.heading}>
        Release e-mail
      </h2>
      {state === null ? (
        <p className={ui.hint}>Loading…</p>
      ) : 'error' in state ? (
        <p className={ui.error} role="alert">
          {state.error}
        </p>
      ) : deliveries ? (
        <dl className={ui.facts}>
          <dt>Sent</dt>
          <dd>{deliveries.sent}</dd>
          <dt>Failed</dt>
          <dd>{deliveries.failed}</dd>
          <dt>Pending</dt>
          <dd>{deliveries.pending}</dd>
        </dl>
      ) : (
        <p className={ui.hint}>Not sent yet: it goes out when the album is released.</p>
      )}
      <div className={ui.buttons}>
        <Button buttonStyle="secondary" size="small" disabled={busy} onClick={() => void act('/test', 'Test e-mail sent to your address', 'Failed to send the test e-mail')}>
          Send a test to me
        </Button>
        {deliveries && deliveries.failed > 0 && (
          <Button buttonStyle="secondary" size="small" disabled={busy} onClick={() => void act('/resend-failed', 'The failed e-mails will be sent again', 'Failed to resend')}>
            Resend failed
          </Button>
        )}
      </div>
    </section>
  )
}
