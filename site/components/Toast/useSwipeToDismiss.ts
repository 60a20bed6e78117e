import { useState, type PointerEvent } from 'react'

/** SPEC §9: toasts are swiped away to the right, past 50px. */
export const SWIPE_THRESHOLD_PX = 50

type Drag = { start: number; offset: number; active: boolean }

/** Drag-to-the-right on a pointer (finger or mouse); released past the threshold, `onDismiss` runs. */
export function useSwipeToDismiss(onDismiss: () => void) {
  const [drag, setDrag] = useState<Drag | null>(null)

  const end = () => {
    if (!drag?.active) return
    if (drag.offset > SWIPE_THRESHOLD_PX) {
      // The toast leaves from where the finger let go.
      setDrag({ ...drag, active: false })
      onDismiss()
    } else {
      setDrag(null)
    }
  }

  return {
    offset: drag?.offset ?? 0,
    swiping: Boolean(drag?.active),
    handlers: {
      onPointerDown(event: PointerEvent<HTMLElement>) {
        // Buttons inside the toast keep their clicks.
        if ((event.target as HTMLElement).closest('button')) return
        event.currentTarget.setPointerCapture(event.pointerId)
        setDrag({ start: event.clientX, offset: 0, active: true })
      },
      onPointerMove(event: PointerEvent<HTMLElement>) {
        const x = event.clientX
        setDrag((current) => (current?.active ? { ...current, offset: Math.max(0, x - current.start) } : current))
      },
      onPointerUp: end,
      onPointerCancel: end,
    },
  }
}
