import path from 'node:path'
import { dataDir } from '../../db/paths'

/** Where backups go when no --to names a file: BACKUP_DIR, else DATA_DIR/backups. */
export function backupDir(): string {
  return path.resolve(process.env.BACKUP_DIR || path.join(dataDir(), 'backups'))
}

/** A file name for a backup made now, sortable by time. */
export function backupName(label: string, now = new Date()): string {
  return `machine-soul-${label}-${now.toISOString().replace(/[:.]/g, '-')}.tar.gz`
}
