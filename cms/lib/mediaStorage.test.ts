import type { CollectionConfig, Config } from 'payload'
import { describe, expect, it } from 'vitest'
import { mediaStorage } from './mediaStorage'

const media = (config: Config) => config.collections?.find((collection) => collection.slug === 'media') as CollectionConfig
const base = (): Config => ({ collections: [{ slug: 'media', upload: { staticDir: '/tmp/media' }, fields: [] }] }) as unknown as Config

describe('mediaStorage', () => {
  it('without S3_BUCKET keeps uploads on the disk', async () => {
    const upload = media(await mediaStorage({})(base())).upload
    expect(upload).toEqual({ staticDir: '/tmp/media' })
  })

  it('with S3_BUCKET stores them in the bucket only', async () => {
    const upload = media(await mediaStorage({ S3_BUCKET: 'media', S3_ENDPOINT: 'http://127.0.0.1:9000' })(base())).upload
    expect(upload).toMatchObject({ disableLocalStorage: true })
  })
})
