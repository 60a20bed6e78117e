import type { ReactNode } from 'react'
import styled from 'styled-components'
import { theme } from '../../styles/theme'

const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 16rem), 1fr));
  gap: ${theme.space.lg};
`

const Card = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${theme.space.sm};
  padding: ${theme.space.lg};
  border: 1px solid ${theme.colors.border};
  border-radius: ${theme.radii.lg};
  background: ${theme.colors.surface};

  h3 { display: flex; align-items: center; gap: ${theme.space.sm}; font-size: ${theme.fontSizes.lg}; }
  h3 svg { flex: none; color: ${theme.colors.accentStrong}; }
  p { color: ${theme.colors.textMuted}; }
`

export type ProseCard = { title: string; icon: ReactNode; body: ReactNode }

/** Short explanatory cards: a titled idea each (the science section, the about page). */
export function ProseCards({ cards }: { cards: readonly ProseCard[] }) {
  return (
    <Grid>
      {cards.map((card) => (
        <Card key={card.title}>
          <h3>
            {card.icon}
            {card.title}
          </h3>
          <p>{card.body}</p>
        </Card>
      ))}
    </Grid>
  )
}
