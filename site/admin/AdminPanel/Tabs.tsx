'use client'
import { useRef, type KeyboardEvent, type ReactNode } from 'react'
import { rovingIndex } from '../lib/roving'
import styles from './AdminPanel.module.css'

export type Tab = { id: string; label: string; render: () => ReactNode }

type Props = { tabs: readonly Tab[]; selected: string; onSelect: (id: string) => void; label: string }

/**
 * WAI-ARIA tabs: arrow keys, Home and End move between tabs; only the chosen panel is mounted,
 * so each tab reads its lists fresh when opened.
 */
export function Tabs({ tabs, selected, onSelect, label }: Props) {
  const buttons = useRef<(HTMLButtonElement | null)[]>([])
  const current = tabs.find((tab) => tab.id === selected) ?? tabs[0]!

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const target = rovingIndex(event.key, index, tabs.length)
    if (target === undefined) return
    event.preventDefault()
    onSelect(tabs[target]!.id)
    buttons.current[target]?.focus()
  }

  return (
    <>
      <div role="tablist" aria-label={label} className={styles.tablist}>
        {tabs.map((tab, index) => {
          const active = tab.id === current.id
          return (
            <button
              key={tab.id}
              ref={(button) => {
                buttons.current[index] = button
              }}
              type="button"
              role="tab"
              id={`tab-${tab.id}`}
              aria-selected={active}
              aria-controls={`panel-${tab.id}`}
              tabIndex={active ? 0 : -1}
              className={styles.tab}
              onClick={() => onSelect(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          )
        })}
      </div>
      <div role="tabpanel" id={`panel-${current.id}`} aria-labelledby={`tab-${current.id}`} className={styles.panel}>
        {current.render()}
      </div>
    </>
  )
}
