import type { ReactNode } from 'react'
import { Button } from '../Button/Button'
import { SuccessPanel } from './SuccessPanel'

type Props = { title: string; again: string; onAgain: () => void; more?: ReactNode; children: ReactNode }

/** What replaces a sent form: the thanks, a button that brings the form back empty, and any other way on. */
export function SentPanel({ title, again, onAgain, more, children }: Props) {
  return (
    <SuccessPanel
      title={title}
      actions={
        <>
          <Button type="button" onClick={onAgain}>
            {again}
          </Button>
          {more}
        </>
      }
    >
      {children}
    </SuccessPanel>
  )
}
