import { s3Storage } from '@payloadcms/storage-s3'
import { APIError, type CollectionAfterChangeHook, type CollectionAfterDeleteHook, type CollectionConfig, type Config, type Plugin } from 'payload'

export const STORE_UNREACHABLE = 'The media store cannot be reached, so nothing was changed. Please try again later.'

/**
 * A hook of the storage plugin whose failure to reach the store (down, refusing, misaddressed)
 * answers 503 with what happened, not Payload's 500 "Something went wrong". The write it belongs
 * to is rolled back either way.
 */
function explainingStoreFailures<H extends CollectionAfterChangeHook | CollectionAfterDeleteHook>(hook: H): H {
  const wrapped = async (args: Parameters<H>[0]) => {
    try {
      return await (hook as (args: Parameters<H>[0]) => unknown)(args)
    } catch (error) {
      if (error instanceof APIError) throw error
      args.req.payload.logger.error({ err: error, msg: 'The media store refused a write' })
      throw new APIError(STORE_UNREACHABLE, 503, undefined, true)
    }
  }
  return wrapped as H
}

/** The collections whose files live in the media store: uploaded media, and the site's avatar copies. */
const STORED = new Set(['media', 'avatars'])

/** `config` with the hooks that `plugin` added to those collections wrapped by explainingStoreFailures. */
function withStoreFailuresExplained(plugin: Plugin): Plugin {
  return async (config: Config) => {
    const own = new Set<unknown>(
      (config.collections ?? []).filter(({ slug }) => STORED.has(slug)).flatMap(({ hooks }) => [...(hooks?.afterChange ?? []), ...(hooks?.afterDelete ?? [])]),
    )
    const next = await plugin(config)
    const wrap = (collection: CollectionConfig): CollectionConfig =>
      !STORED.has(collection.slug)
        ? collection
        : {
            ...collection,
            hooks: {
              ...collection.hooks,
              afterChange: collection.hooks?.afterChange?.map((hook) => (own.has(hook) ? hook : explainingStoreFailures(hook))),
              afterDelete: collection.hooks?.afterDelete?.map((hook) => (own.has(hook) ? hook : explainingStoreFailures(hook))),
            },
          }
    return { ...next, collections: next.collections?.map(wrap) }
  }
}

/** Where each stored collection's files go in the bucket (object key `prefix/filename`, or the bare file name). */
export const STORAGE_PREFIXES: Record<string, string> = { media: '', avatars: 'avatars' }

/** The S3 client's settings for the store of S3_BUCKET: the plugin's, and the backup command's. */
export function s3ClientConfig(env: Record<string, string | undefined> = process.env) {
  const credentials =
    env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } : undefined
  return {
    region: env.S3_REGION || 'us-east-1',
    ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
    // Most self-hosted stores (MinIO, SeaweedFS, the test fake) want /bucket/key addresses.
    forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
    ...(credentials ? { credentials } : {}),
    // Checksums only where S3 demands them: many S3-compatible stores refuse the SDK's default
    // streamed (aws-chunked) checksums.
    requestChecksumCalculation: 'WHEN_REQUIRED' as const,
    responseChecksumValidation: 'WHEN_REQUIRED' as const,
  }
}

/**
 * Where uploaded media (and avatar copies) live. With S3_BUCKET, in an S3-compatible store that every instance
 * reads, so a file uploaded through one instance is served by all; without it, on this
 * instance's disk under DATA_DIR (the Media collection's staticDir). The plugin is always
 * installed, only enabled or not, so the admin's import map and the schema are the same either way.
 */
export function mediaStorage(env: Record<string, string | undefined> = process.env): Plugin {
  const bucket = env.S3_BUCKET ?? ''
  const plugin = s3Storage({
    enabled: bucket !== '',
    // The plugin's columns (prefix, object key) exist either way: one schema, one set of migrations.
    alwaysInsertFields: true,
    bucket,
    // Files stay behind Payload's own file route (/cms-api/media/file/…), with its access rules.
    // An empty prefix (objects at the bucket's root) still adds the prefix column when enabled,
    // as alwaysInsertFields does when not.
    collections: { media: { prefix: STORAGE_PREFIXES.media! }, avatars: { prefix: STORAGE_PREFIXES.avatars! } },
    config: s3ClientConfig(env),
  })
  return withStoreFailuresExplained(plugin)
}
