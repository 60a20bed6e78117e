import crypto from 'node:crypto'
import { ValidationError, type FieldHook, type PayloadRequest, type TextField } from 'payload'
import { imageUrlField } from '../../fields/urlFields'
import { avatarImage } from '../../lib/avatar/avatarImage'
import { avatarFilename, avatarPath } from '../../lib/avatar/avatarPath'
import { fetchImage, ImageFetchRefused, type FetchLimits } from '../../lib/avatar/fetchImage'
import { imageUrlSchema, isSiteImagePath } from '../../schemas/url'

const FIELD = 'profileImageUrl'

const LIMITS: Omit<FetchLimits, 'testHosts'> = {
  maxBytes: 2 * 1024 * 1024,
  timeoutMs: 5000,
  maxRedirects: 3,
  types: ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif'],
}

/** AVATAR_FETCH_TEST_HOSTS: the test suites' fake image hosts (README), none otherwise. */
const testHosts = () => new Set((process.env.AVATAR_FETCH_TEST_HOSTS ?? '').split(',').map((host) => host.trim().toLowerCase()).filter(Boolean))

const refused = (message: string) => new ValidationError({ collection: 'users', errors: [{ path: FIELD, message }] })

/** Stores `image` as an avatar copy, within the request's transaction; answers its address. */
async function storeCopy(req: PayloadRequest, image: Buffer): Promise<string> {
  // The Local API puts the file on the request it is given: the user's write must not keep it.
  const file = req.file
  try {
    const copy = await req.payload.create({
      collection: 'avatars',
      data: {},
      file: { data: image, mimetype: 'image/webp', name: `${crypto.randomBytes(12).toString('hex')}.webp`, size: image.length },
      req,
      overrideAccess: true,
    })
    return avatarPath(copy.filename!)
  } finally {
    req.file = file
  }
}

/**
 * An image address a user gives is fetched once, here, and replaced by the site's own copy, so
 * that every reader's browser asks this site and never the host the user chose. An address the
 * server cannot use is a 400 naming the field, and nothing is stored. This site's own image
 * paths stay as given, but for another user's avatar copy (each copy is its owner's, dropped
 * when they change it).
 */
const copyAvatar: FieldHook = async ({ value, previousValue, req }) => {
  if (typeof value !== 'string' || value === '' || value === previousValue) return value
  if (isSiteImagePath(value)) {
    if (avatarFilename(value) !== null) throw refused('Please give the address of an image: the site makes its copy of it itself.')
    return value
  }
  // Not an address at all: the field's check refuses it with its own message.
  if (!imageUrlSchema.safeParse(value).success) return value
  let bytes: Buffer
  try {
    bytes = await fetchImage(value, { ...LIMITS, testHosts: testHosts() })
  } catch (error) {
    if (error instanceof ImageFetchRefused) throw refused(`The image at this address could not be used: ${error.message}.`)
    throw error
  }
  const image = await avatarImage(bytes)
  if (!image) throw refused('The image at this address could not be used: it is not a PNG, JPEG, WebP, GIF or AVIF image.')
  return storeCopy(req, image)
}

/**
 * What any reader is shown: one of this site's images, or nothing (the initial, SPEC §3). An
 * address stored before avatars were copied, or brought by a script, is never handed out.
 */
export const siteImageOnly: FieldHook = ({ value }) => (typeof value === 'string' && !isSiteImagePath(value) ? null : value)

/** users.profileImageUrl (SPEC §data): an image address, kept as the site's own copy. */
export const avatarField: TextField = (() => {
  const field = imageUrlField(FIELD)
  return { ...field, hooks: { ...field.hooks, beforeChange: [copyAvatar], afterRead: [siteImageOnly] } }
})()
