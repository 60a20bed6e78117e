'use client'
import { Button } from '@payloadcms/ui'
import styles from './ui.module.css'

/**
 * A panel form's submit button, which says what it is doing while the save runs, and, in edit
 * mode, Cancel (SPEC §4: Cancel returns the form to create mode). Both wait while a save runs.
 */
export function FormButtons({ label, busyLabel, saving, onCancel }: { label: string; busyLabel: string; saving: boolean; onCancel?: () => void }) {
  return (
    <div className={styles.buttons}>
      <Button type="submit" disabled={saving}>
        {saving ? busyLabel : label}
      </Button>
      {onCancel && (
        <Button buttonStyle="secondary" onClick={onCancel} disabled={saving}>
          Cancel
        </Button>
      )}
    </div>
  )
}
