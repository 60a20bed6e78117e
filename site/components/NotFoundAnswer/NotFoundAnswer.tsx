import { notFound } from 'next/navigation'
import { Suspense, type ReactNode } from 'react'

function NotFoundStatus(): never {
  notFound()
}

/**
 * A page's answer for something that is not there: its message, whole in the HTML, with a 404.
 *
 * A notFound() thrown by a page (or its generateMetadata) outside any Suspense boundary fails
 * Next's whole shell, and Next 16 then sends `<html id="__next_error__">` with an empty body that
 * only the browser's scripts fill in. Thrown inside a boundary of its own, it fails only that
 * empty boundary: Next still answers 404 (with `noindex`), and the message beside it is in the
 * HTML. In the browser the same notFound() reaches the segment's not-found.tsx, which shows the
 * same message, so `children` must be what that file renders.
 */
export function NotFoundAnswer({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Suspense fallback={null}>
        <NotFoundStatus />
      </Suspense>
    </>
  )
}
