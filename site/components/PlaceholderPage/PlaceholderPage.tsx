import type { ReactNode } from 'react'
import { ComingSoon } from '../ComingSoon/ComingSoon'
import { PageHeader } from '../PageHeader/PageHeader'

type Props = { eyebrow: string; title: string; note: string; children?: ReactNode }

/** A section that exists in the navigation but is still being built: its heading and one line. */
export function PlaceholderPage({ eyebrow, title, note, children }: Props) {
  return (
    <>
      <PageHeader eyebrow={eyebrow} title={title}>
        {children}
      </PageHeader>
      <ComingSoon>{note}</ComingSoon>
    </>
  )
}
