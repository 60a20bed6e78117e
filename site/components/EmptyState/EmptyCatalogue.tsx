import type { ReactNode } from 'react'
import { ButtonLink } from '../Button/Button'
import { PenIcon } from '../Icon/Icon'
import { Section } from '../Section/Section'
import { EmptyState } from './EmptyState'

type Props = { id: string; heading: string; title: string; icon: ReactNode; children: ReactNode }

/** A catalogue page with nothing in it yet: its section says why and leads on to sending lyrics for the next release. */
export function EmptyCatalogue({ id, heading, title, icon, children }: Props) {
  return (
    <Section id={id} title={heading}>
      <EmptyState
        level={3}
        title={title}
        icon={icon}
        action={
          <ButtonLink href="/submit">
            <PenIcon size={18} /> Submit Lyrics
          </ButtonLink>
        }
      >
        {children}
      </EmptyState>
    </Section>
  )
}
