import type { ReactNode } from 'react'
import styles from './ProseCards.module.css'

export type ProseCard = { title: string; icon: ReactNode; body: ReactNode }

/** Short explanatory cards: a titled idea each (the science section, the about page). */
export function ProseCards({ cards }: { cards: readonly ProseCard[] }) {
  return (
    <div className={styles.grid}>
      {cards.map((card) => (
        <article className={styles.card} key={card.title}>
          <h3>
            {card.icon}
            {card.title}
          </h3>
          <p>{card.body}</p>
        </article>
      ))}
    </div>
  )
}
