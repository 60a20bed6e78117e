'use client'

import { useId, useRef, useState, type KeyboardEvent } from 'react'
import styles from './AuthForms.module.css'
import { authModeHref, type AuthMode } from './authMode'
import { RegisterForm } from './RegisterForm'
import { SignInForm } from './SignInForm'

const MODES = [
  { key: 'signIn', label: 'Sign in', Form: SignInForm },
  { key: 'register', label: 'Create account', Form: RegisterForm },
] as const satisfies readonly { key: AuthMode; label: string; Form: unknown }[]

/**
 * Sign in or create an account, as two tabs (WAI-ARIA tabs: arrow keys, Home and End move between
 * them). Both forms stay mounted, so switching keeps what was typed. Each tab is also a link to
 * the page opened on it: React drops a click on this part of the page before it has taken it over
 * (the page's own scripts may come after the layout's), and the link then still opens the form.
 */
export function AuthPanel({ next, opened }: { next: string; opened: AuthMode }) {
  const [mode, setMode] = useState<AuthMode>(opened)
  const id = useId()
  const tabRefs = useRef<Record<AuthMode, HTMLAnchorElement | null>>({ signIn: null, register: null })

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
          <a
            className={styles.tab}
            key={key}
            ref={(element) => {
              tabRefs.current[key] = element
            }}
            href={authModeHref(next, key)}
            role="tab"
            id={`${id}-${key}-tab`}
            aria-selected={mode === key}
            aria-controls={`${id}-${key}-panel`}
            tabIndex={mode === key ? 0 : -1}
            onClick={(event) => {
              event.preventDefault()
              setMode(key)
            }}
          >
            {label}
          </a>
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
