'use client'

import { useId, useRef, useState, type KeyboardEvent } from 'react'
import styles from './AuthForms.module.css'
import { RegisterForm } from './RegisterForm'
import { SignInForm } from './SignInForm'

const MODES = [
  { key: 'signIn', label: 'Sign in', Form: SignInForm },
  { key: 'register', label: 'Create account', Form: RegisterForm },
] as const

type Mode = (typeof MODES)[number]['key']

/**
 * Sign in or create an account, as two tabs (WAI-ARIA tabs: arrow keys, Home and End move between
 * them). Both forms stay mounted, so switching keeps what was typed.
 */
export function AuthPanel({ next }: { next: string }) {
  const [mode, setMode] = useState<Mode>('signIn')
  const id = useId()
  const tabRefs = useRef<Record<Mode, HTMLButtonElement | null>>({ signIn: null, register: null })

  const onKeyDown = (event: KeyboardEvent) => {
    const index = MODES.findIndex((m) => m.key === mode)
    const moves: Record<string, number> = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: MODES.length - 1 }
    const target = moves[event.key]
    if (target === undefined) return
    event.preventDefault()
    const chosen = MODES[(target + MODES.length) % MODES.length]
    if (!chosen) return
    setMode(chosen.key)
    tabRefs.current[chosen.key]?.focus()
  }

  return (
    <div className={styles.card}>
      {/* eslint-disable-next-line jsx-a11y/interactive-supports-focus -- arrow keys bubble up from the focused tab (roving tabindex); the list itself is no tab stop */}
      <div className={styles.tabList} role="tablist" aria-label="Account" onKeyDown={onKeyDown}>
        {MODES.map(({ key, label }) => (
          <button
            className={styles.tab}
            key={key}
            ref={(element) => {
              tabRefs.current[key] = element
            }}
            type="button"
            role="tab"
            id={`${id}-${key}-tab`}
            aria-selected={mode === key}
            aria-controls={`${id}-${key}-panel`}
            tabIndex={mode === key ? 0 : -1}
            onClick={() => setMode(key)}
          >
            {label}
          </button>
        ))}
      </div>
      {MODES.map(({ key, Form }) => (
        <div
          key={key}
          role="tabpanel"
          id={`${id}-${key}-panel`}
          aria-labelledby={`${id}-${key}-tab`}
          hidden={mode !== key}
        >
          <Form next={next} />
        </div>
      ))}
    </div>
  )
}
