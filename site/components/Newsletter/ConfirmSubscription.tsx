'use client'

import Link from 'next/link'
import { useState } from 'react'
import { postJson } from '../../lib/postJson'
import { useMounted } from '../../lib/hooks/useMounted'
import { Button } from '../Button/Button'
import { FormAlert } from '../FormAlert/FormAlert'
import { NeedsScripts } from '../NeedsScripts/NeedsScripts'
import styles from './Newsletter.module.css'

type Confirmed = { message: string; manageToken: string }

/**
 * The confirm page's one button. Only its POST confirms: the GET that mail scanners make of the
 * link itself changes nothing.
 */
export function ConfirmSubscription({ token }: { token: string }) {
  const ready = useMounted()
  const [pending, setPending] = useState(false)
  const [error, setError] = useState<string | null>(null)
  const [done, setDone] = useState<Confirmed | null>(null)

  if (done) {
    return (
      <div className={styles.subscribe} role="status">
        <p>{done.message}</p>
        <p>
          <Link href={`/newsletter/manage?token=${encodeURIComponent(done.manageToken)}`}>Choose the artists you follow</Link>
        </p>
      </div>
    )
  }

  const onClick = async () => {
    setPending(true)
    setError(null)
    const result = await postJson<Confirmed>('/api/newsletter/confirm', { token })
    setPending(false)
    if (result.ok) setDone(result.body)
    else setError(result.message)
  }

  return (
    <div className={styles.subscribe}>
      {error && <FormAlert takeFocus>{error}</FormAlert>}
      <Button type="button" $size="lg" disabled={!ready || pending} onClick={() => void onClick()}>
        {pending ? 'Confirming...' : 'Confirm my subscription'}
      </Button>
      <NeedsScripts doing="Confirming here" />
    </div>
  )
}
