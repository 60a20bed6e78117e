import path from 'node:path'
import type { AddressInfo } from 'node:net'
import S3rver from 's3rver'

/** The one bucket the fake holds, as the site's media and backups use it. */
export const FAKE_S3_BUCKET = 'media'
/** s3rver's built-in account: it checks signatures against these. */
const KEY = 'S3RVER'

export type FakeS3 = {
  port: number
  /** The site's settings for this store. */
  env: Record<`S3_${string}`, string>
  close: () => Promise<void>
}

/**
 * An S3-compatible store on 127.0.0.1 (s3rver), so no test reaches the internet. It keeps its
 * objects under `folder`, so a store started again on the same port and folder has them still.
 * `port` 0 takes any free one.
 */
export async function startFakeS3(folder: string, port = 0): Promise<FakeS3> {
  const store = new S3rver({ address: '127.0.0.1', port, directory: path.join(folder, 's3'), silent: true, configureBuckets: [{ name: FAKE_S3_BUCKET, configs: [] }] })
  const listening = ((await store.run()) as AddressInfo).port
  return {
    port: listening,
    env: {
      S3_BUCKET: FAKE_S3_BUCKET,
      S3_ENDPOINT: `http://127.0.0.1:${listening}`,
      S3_REGION: 'us-east-1',
      S3_ACCESS_KEY_ID: KEY,
      S3_SECRET_ACCESS_KEY: KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: async () => {
      await store.close()
    },
  }
}
