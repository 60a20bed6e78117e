import * as migration_20261121_070618_initial from './20261121_070618_initial';
import * as migration_20261121_073533_drop_document_locks from './20261121_073533_drop_document_locks';
import * as migration_20261121_081330_rate_limits from './20261121_081330_rate_limits';
import * as migration_20261122_150000_post_author_names from './20261122_150000_post_author_names';
import * as migration_20261122_160027_reset_requests_spaced_by_rate_limit from './20261122_160027_reset_requests_spaced_by_rate_limit';
import * as migration_20261123_173745_legacy_ids from './20261123_173745_legacy_ids';
import * as migration_20261123_174652_jobs from './20261123_174652_jobs';
import * as migration_20261123_175954_media_storage_fields from './20261123_175954_media_storage_fields';
import * as migration_20261123_211737_album_slugs from './20261123_211737_album_slugs';
import * as migration_20261127_124731_media_public_from from './20261127_124731_media_public_from';
import * as migration_20261127_133053_sign_in_pauses from './20261127_133053_sign_in_pauses';
import * as migration_20261127_133224_avatar_copies from './20261127_133224_avatar_copies';
import * as migration_20261127_192348_scheduled_backup from './20261127_192348_scheduled_backup';
import * as migration_20261127_224456_newsletter from './20261127_224456_newsletter';
import * as migration_20261127_230000_site_search from './20261127_230000_site_search';
import * as migration_20261127_231221_release_mail_job from './20261127_231221_release_mail_job';
import * as migration_20261128_024144_subscriber_account from './20261128_024144_subscriber_account';
import * as migration_20261128_031000_search_suggestions from './20261128_031000_search_suggestions';
import * as migration_20261128_060000_suggestion_indexes from './20261128_060000_suggestion_indexes';
import * as migration_20261128_200000_search_vocabulary from './20261128_200000_search_vocabulary';

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
    name: '20261121_081330_rate_limits',
  },
  {
    up: migration_20261122_150000_post_author_names.up,
    down: migration_20261122_150000_post_author_names.down,
    name: '20261122_150000_post_author_names',
  },
  {
    up: migration_20261122_160027_reset_requests_spaced_by_rate_limit.up,
    down: migration_20261122_160027_reset_requests_spaced_by_rate_limit.down,
    name: '20261122_160027_reset_requests_spaced_by_rate_limit',
  },
  {
    up: migration_20261123_173745_legacy_ids.up,
    down: migration_20261123_173745_legacy_ids.down,
    name: '20261123_173745_legacy_ids',
  },
  {
    up: migration_20261123_174652_jobs.up,
    down: migration_20261123_174652_jobs.down,
    name: '20261123_174652_jobs',
  },
  {
    up: migration_20261123_175954_media_storage_fields.up,
    down: migration_20261123_175954_media_storage_fields.down,
    name: '20261123_175954_media_storage_fields',
  },
  {
    up: migration_20261123_211737_album_slugs.up,
    down: migration_20261123_211737_album_slugs.down,
    name: '20261123_211737_album_slugs',
  },
  {
    up: migration_20261127_124731_media_public_from.up,
    down: migration_20261127_124731_media_public_from.down,
    name: '20261127_124731_media_public_from',
  },
  {
    up: migration_20261127_133053_sign_in_pauses.up,
    down: migration_20261127_133053_sign_in_pauses.down,
    name: '20261127_133053_sign_in_pauses',
  },
  {
    up: migration_20261127_133224_avatar_copies.up,
    down: migration_20261127_133224_avatar_copies.down,
    name: '20261127_133224_avatar_copies',
  },
  {
    up: migration_20261127_192348_scheduled_backup.up,
    down: migration_20261127_192348_scheduled_backup.down,
    name: '20261127_192348_scheduled_backup',
  },
  {
    up: migration_20261127_224456_newsletter.up,
    down: migration_20261127_224456_newsletter.down,
    name: '20261127_224456_newsletter',
  },
  {
    up: migration_20261127_230000_site_search.up,
    down: migration_20261127_230000_site_search.down,
    name: '20261127_230000_site_search',
  },
  {
    up: migration_20261127_231221_release_mail_job.up,
    down: migration_20261127_231221_release_mail_job.down,
    name: '20261127_231221_release_mail_job',
  },
  {
    up: migration_20261128_024144_subscriber_account.up,
    down: migration_20261128_024144_subscriber_account.down,
    name: '20261128_024144_subscriber_account',
  },
  {
    up: migration_20261128_031000_search_suggestions.up,
    down: migration_20261128_031000_search_suggestions.down,
    name: '20261128_031000_search_suggestions',
  },
  {
    up: migration_20261128_060000_suggestion_indexes.up,
    down: migration_20261128_060000_suggestion_indexes.down,
    name: '20261128_060000_suggestion_indexes',
  },
  {
    up: migration_20261128_200000_search_vocabulary.up,
    down: migration_20261128_200000_search_vocabulary.down,
    name: '20261128_200000_search_vocabulary',
  },
];
