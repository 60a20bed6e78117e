import type { CollectionConfig, Config } from 'payload'
import { describe, expect, it } from 'vitest'
import { mediaStorage, STORE_UNREACHABLE } from './mediaStorage'

const collection = (slug: string) => (config: Config) => config.collections?.find((each) => each.slug === slug) as CollectionConfig
const media = collection('media')
const avatars = collection('avatars')
const base = (): Config =>
  ({
    collections: [
      { slug: 'media', upload: { staticDir: '/tmp/media' }, fields: [] },
      { slug: 'avatars', upload: { staticDir: '/tmp/avatars' }, fields: [] },
    ],
  }) as unknown as Config

describe('mediaStorage', () => {
  it('without S3_BUCKET keeps uploads on the disk', async () => {
    const upload = media(await mediaStorage({})(base())).upload
    expect(upload).toEqual({ staticDir: '/tmp/media' })
  })

  it('with S3_BUCKET stores them, and the avatar copies, in the bucket only', async () => {
    const config = await mediaStorage({ S3_BUCKET: 'media', S3_ENDPOINT: 'http://127.0.0.1:9000' })(base())
    expect(media(config).upload).toMatchObject({ disableLocalStorage: true })
    expect(avatars(config).upload).toMatchObject({ disableLocalStorage: true })
  })

  it('answers an upload the store cannot take 503, saying so, where Payload would answer 500', async () => {
    const ownHook = async () => undefined
    const config = base()
    media(config).hooks = { afterChange: [ownHook] }
    const hooks = media(await mediaStorage({ S3_BUCKET: 'media', S3_ENDPOINT: 'http://127.0.0.1:1', S3_FORCE_PATH_STYLE: 'true' })(config)).hooks!
    expect(hooks.afterChange![0]).toBe(ownHook)
    const store = hooks.afterChange!.at(-1)!
    const req = { file: { data: Buffer.from('picture'), size: 7 }, context: {}, payload: { logger: { error: () => undefined } } }
    const upload = store({ doc: { id: 1, filename: 'cover.png', mimeType: 'image/png' }, operation: 'create', req } as unknown as Parameters<typeof store>[0])
    await expect(upload).rejects.toMatchObject({ status: 503, message: STORE_UNREACHABLE })
  }, 30_000)
})
