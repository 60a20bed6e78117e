import * as migration_20261121_070618_initial from './20261121_070618_initial';
import * as migration_20261121_073533_drop_document_locks from './20261121_073533_drop_document_locks';
import * as migration_20261121_081330_rate_limits from './20261121_081330_rate_limits';

export const migrations = [
  {
    up: migration_20261121_070618_initial.up,
    down: migration_20261121_070618_initial.down,
    name: '20261121_070618_initial',
  },
  {
    up: migration_20261121_073533_drop_document_locks.up,
    down: migration_20261121_073533_drop_document_locks.down,
    name: '20261121_073533_drop_document_locks',
  },
  {
    up: migration_20261121_081330_rate_limits.up,
    down: migration_20261121_081330_rate_limits.down,
    name: '20261121_081330_rate_limits'
  },
];
