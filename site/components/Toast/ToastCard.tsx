'use client'

import { toast as hotToast, type Toast } from 'react-hot-toast/headless'
import { CloseIcon } from '../Icon/Icon'
import { Action, Body, Card, Close, Description, Title } from './styles'
import { useSwipeToDismiss } from './useSwipeToDismiss'

export type ToastVariant = 'default' | 'destructive'

export type ToastContent = {
  title: string
  description?: string
  variant?: ToastVariant
  /** One optional button, e.g. Undo or Retry; choosing it also closes the toast. */
  action?: { label: string; onClick: () => void }
}

/** One toast: title, description, an optional action, a close button; swipe right to dismiss. */
export function ToastCard({ toast, title, description, variant = 'default', action }: ToastContent & { toast: Toast }) {
  const dismiss = () => hotToast.dismiss(toast.id)
  const { offset, swiping, handlers } = useSwipeToDismiss(dismiss)
  const leaving = !toast.visible
  const transform = leaving && offset > 0 ? 'translateX(calc(100% + 2rem))' : `translateX(${offset}px)`

  return (
    <Card $variant={variant} $visible={toast.visible} $swiping={swiping} style={{ transform }} {...handlers}>
      <Body>
        <Title>{title}</Title>
        {description && <Description>{description}</Description>}
      </Body>
      {action && (
        <Action
          type="button"
          onClick={() => {
            action.onClick()
            dismiss()
          }}
        >
          {action.label}
        </Action>
      )}
      <Close type="button" aria-label="Close notification" onClick={dismiss}>
        <CloseIcon size={18} />
      </Close>
    </Card>
  )
}
