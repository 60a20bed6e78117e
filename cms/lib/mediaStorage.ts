import { s3Storage } from '@payloadcms/storage-s3'
import type { Plugin } from 'payload'

/**
 * Where uploaded media live. With S3_BUCKET, in an S3-compatible store that every instance
 * reads, so a file uploaded through one instance is served by all; without it, on this
 * instance's disk under DATA_DIR (the Media collection's staticDir). The plugin is always
 * installed, only enabled or not, so the admin's import map and the schema are the same either way.
 */
export function mediaStorage(env: Record<string, string | undefined> = process.env): Plugin {
  const bucket = env.S3_BUCKET ?? ''
  const credentials =
    env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } : undefined
  return s3Storage({
    enabled: bucket !== '',
    // The plugin's columns (prefix, object key) exist either way: one schema, one set of migrations.
    alwaysInsertFields: true,
    bucket,
    // Files stay behind Payload's own file route (/cms-api/media/file/…), with its access rules.
    // An empty prefix (objects at the bucket's root) still adds the prefix column when enabled,
    // as alwaysInsertFields does when not.
    collections: { media: { prefix: '' } },
    config: {
      region: env.S3_REGION || 'us-east-1',
      ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT } : {}),
      // Most self-hosted stores (MinIO, SeaweedFS, the test fake) want /bucket/key addresses.
      forcePathStyle: env.S3_FORCE_PATH_STYLE === 'true',
      ...(credentials ? { credentials } : {}),
      // Checksums only where S3 demands them: many S3-compatible stores refuse the SDK's default
      // streamed (aws-chunked) checksums.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    },
  })
}
