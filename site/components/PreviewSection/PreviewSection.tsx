import type { ReactNode } from 'react'
import { ButtonLink } from '../Button/Button'
import { EmptyState } from '../EmptyState/EmptyState'
import { Section } from '../Section/Section'

type Props = {
  id: string
  title: string
  eyebrow?: string
  lead?: ReactNode
  /** Whether there is anything to preview: the link and the items, or else the empty state. */
  hasItems: boolean
  /** The link to all of them beside the heading, e.g. View All. */
  viewAll: { href: string; label: string }
  /** What shows instead of the items while there are none. */
  empty: { title: string; icon: ReactNode; text: ReactNode }
  children: ReactNode
}

/** A section showing the first few of a list, with a link to all of it; a link to nothing is left out. */
export function PreviewSection({ hasItems, viewAll, empty, children, ...section }: Props) {
  return (
    <Section
      {...section}
      action={
        hasItems && (
          <ButtonLink href={viewAll.href} $variant="secondary">
            {viewAll.label}
          </ButtonLink>
        )
      }
    >
      {hasItems ? (
        children
      ) : (
        <EmptyState level={3} title={empty.title} icon={empty.icon}>
          {empty.text}
        </EmptyState>
      )}
    </Section>
  )
}
