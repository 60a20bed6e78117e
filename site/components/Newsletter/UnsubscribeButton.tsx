'use client'

import Link from 'next/link'
import { useState } from 'react'
import { useMounted } from '../../lib/hooks/useMounted'
import { sendJson } from '../../lib/postJson'
import { Button } from '../Button/Button'
import { FormAlert } from '../FormAlert/FormAlert'
import { NeedsScripts } from '../NeedsScripts/NeedsScripts'
import styles from './Newsletter.module.css'

/**
 * The unsubscribe page's one button. Only its POST unsubscribes: the GET that mail scanners make
 * of the e-mailed link changes nothing.
 */
export function UnsubscribeButton({ token }: { token: string }) {
  const ready = useMounted()
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [done, setDone] = useState<string | null>(null)
  const query = `token=${encodeURIComponent(token)}`

  if (done) {
    return (
      <div className={styles.subscribe} role="status">
        <p>{done}</p>
        <p>
          <Link href={`/newsletter/manage?${query}`}>Changed your mind? Choose what you get, or delete your address</Link>
        </p>
      </div>
    )
  }

  const onClick = async () => {
    setPending(true)
    setError(null)
    const result = await sendJson<{ message: string }>('POST', `/api/newsletter/unsubscribe?${query}`)
    setPending(false)
    if (result.ok) setDone(result.body.message)
    else setError(result.message)
  }

  return (
    <div className={styles.subscribe}>
      {error && <FormAlert takeFocus>{error}</FormAlert>}
      <Button type="button" $size="lg" disabled={!ready || pending} onClick={() => void onClick()}>
        {pending ? 'Unsubscribing...' : 'Unsubscribe me'}
      </Button>
      <NeedsScripts doing="Unsubscribing here" />
    </div>
  )
}
