import { describe, expect, it } from 'vitest'
import { beyondKeep, scheduledName } from './schedule'

describe('scheduled backups', () => {
  it('names one archive per period, in an order that sorts by time', () => {
    expect(scheduledName('2026-11-27T03:00:00.000Z')).toBe('machine-soul-scheduled-2026-11-27T03-00-00-000Z.tar.gz')
  })

  it('keeps the newest BACKUP_KEEP scheduled archives and never touches other files', () => {
    const names = ['2026-11-25', '2026-11-27', '2026-11-26', '2026-11-24'].map((day) => scheduledName(`${day}T03:00:00.000Z`))
    const others = ['machine-soul-before-restore-2026-11-20T10-00-00-000Z.tar.gz', 'notes.txt']
    expect(beyondKeep([...names, ...others], 2)).toEqual([scheduledName('2026-11-25T03:00:00.000Z'), scheduledName('2026-11-24T03:00:00.000Z')])
    expect(beyondKeep(names, 14)).toEqual([])
  })
})
