import type { ReactNode } from 'react'
import { Button } from '../Button/Button'
import { SearchIcon } from '../Icon/Icon'
import { EmptyState } from './EmptyState'

/** SPEC §2: 'No Results Found' with a Clear Search button, for a search that matched nothing. */
export function NoResults({ onClear, children }: { onClear: () => void; children: ReactNode }) {
  return (
    <EmptyState
      level={3}
      title="No Results Found"
      icon={<SearchIcon size={36} />}
      action={
        <Button type="button" $variant="secondary" onClick={onClear}>
          Clear Search
        </Button>
      }
    >
      {children}
    </EmptyState>
  )
}
