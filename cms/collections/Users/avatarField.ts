import crypto from 'node:crypto'
import { ValidationError, type CollectionAfterChangeHook, type CollectionBeforeOperationHook, type FieldHook, type PayloadRequest, type TextField } from 'payload'
import { outsideOperationTransaction } from '@platform/payloadOperationTransaction'
import { avatarUrlField } from '../../fields/urlFields'
import { limitClient } from '../../hooks/limitRate'
import { avatarImage } from '../../lib/avatar/avatarImage'
import { avatarFilename, avatarPath } from '../../lib/avatar/avatarPath'
import { fetchImage, ImageFetchRefused, type FetchLimits } from '../../lib/avatar/fetchImage'
import { avatarUrlSchema, isSiteImagePath } from '../../schemas/url'

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

/** req.context key of the copies named by copyAvatar and not stored yet, by the address each will have. */
const PENDING = 'avatarCopiesPending'

const pendingCopies = (req: PayloadRequest): Map<string, Buffer> => {
  req.context[PENDING] ??= new Map<string, Buffer>()
  return req.context[PENDING] as Map<string, Buffer>
}

/**
 * Stores the avatar copy a user's write named, once that write's row is in (the Users
 * collection's afterChange, first). A file is no part of the transaction: stored by the field's
 * hook, it stayed behind when a later refusal (another field's check, an address already
 * registered) rolled its row back.
 */
export const storeAvatarCopy: CollectionAfterChangeHook = async ({ doc, req }) => {
  const address = (doc as { profileImageUrl?: unknown }).profileImageUrl
  // Read without pendingCopies(), which would leave an empty map on every write that named no copy.
  const pending = req.context[PENDING] as Map<string, Buffer> | undefined
  const image = typeof address === 'string' ? pending?.get(address) : undefined
  const filename = avatarFilename(address)
  if (!image || filename === null) return doc
  pending!.delete(address as string)
  // The Local API puts the file on the request it is given: the user's write must not keep it.
  const file = req.file
  try {
    const copy = await req.payload.create({
      collection: 'avatars',
      data: {},
      file: { data: image, mimetype: 'image/webp', name: filename, size: image.length },
      req,
      overrideAccess: true,
    })
    // The name is random and new; Payload renames only a clash, which would break the address.
    if (copy.filename !== filename) throw new Error(`The avatar copy ${filename} was stored as ${copy.filename}`)
  } finally {
    req.file = file
  }
  return doc
}

type Copy = { image: Buffer } | { refusal: string }

/** The site's copy of the image at `address`, or why there can be none (for the 400). */
async function copyOf(address: string): Promise<Copy> {
  try {
    const image = await avatarImage(await fetchImage(address, { ...LIMITS, testHosts: testHosts() }))
    return image ? { image } : { refusal: 'it is not a PNG, JPEG, WebP, GIF or AVIF image' }
  } catch (error) {
    if (error instanceof ImageFetchRefused) return { refusal: error.message }
    throw error
  }
}

/** Whether the field would fetch `value`: an image address (the field's own check) not on this site. */
const isOutsideAddress = (value: unknown): value is string =>
  typeof value === 'string' && value !== '' && !isSiteImagePath(value) && avatarUrlSchema.safeParse(value).success

/** req.context key of the copy fetchAvatarFirst made, with the address it is of. */
const FETCHED = 'avatarFetched'

/**
 * Fetches a new avatar before the write holds the database. Payload opens the operation's
 * transaction before any hook; on the embedded database transactions run one at a time, and a
 * fetch inside one held every other request for as long as it took (another user's read: 12 ms,
 * 4.6 s during a fetch from a host that never answered). So the fetch runs outside it, while it is
 * still empty (this hook runs first); a Local API call fetches in place, as copyAvatar does.
 */
export const fetchAvatarFirst: CollectionBeforeOperationHook = async ({ args, operation, req }) => {
  if (operation !== 'create' && operation !== 'update') return
  const given = (args as { data?: { profileImageUrl?: unknown } }).data?.profileImageUrl
  const address = typeof given === 'string' ? given.trim() : given
  if (!isOutsideAddress(address)) return
  // Counted outside the write too, so that a refused image (a 400, which undoes the write) still counts.
  const countAndCopy = async () => {
    await limitClient(req, 'avatar')
    return copyOf(address)
  }
  req.context[FETCHED] = { address, copy: await outsideOperationTransaction(req, countAndCopy) }
}

/**
 * An image address a user gives is fetched once (by fetchAvatarFirst, else here) and replaced by
 * the site's own copy, so that every reader's browser asks this site and never the host the user
 * chose. An address the server cannot use is a 400 naming the field, and nothing is stored. This
 * site's own image paths stay as given, but for another user's avatar copy (each copy is its
 * owner's, dropped when they change it).
 */
const copyAvatar: FieldHook = async ({ value, previousValue, req }) => {
  if (isSiteImagePath(typeof value === 'string' ? value : '')) {
    if (value !== previousValue && avatarFilename(value) !== null) throw refused('Please give the address of an image: the site makes its copy of it itself.')
    return value
  }
  // Not an address at all: the field's check refuses it with its own message.
  if (!isOutsideAddress(value)) return value
  const fetched = req.context[FETCHED] as { address: string; copy: Copy } | undefined
  const copy = fetched?.address === value ? fetched.copy : await copyOf(value)
  if ('refusal' in copy) throw refused(`The image at this address could not be used: ${copy.refusal}.`)
  const address = avatarPath(`${crypto.randomBytes(12).toString('hex')}.webp`)
  pendingCopies(req).set(address, copy.image)
  return address
}

/**
 * What any reader is shown: one of this site's images, or nothing (the initial, SPEC §3). An
 * address stored before avatars were copied, or brought by a script, is never handed out.
 */
export const siteImageOnly: FieldHook = ({ value }) => (typeof value === 'string' && !isSiteImagePath(value) ? null : value)

/** users.profileImageUrl (SPEC §data): an image address, kept as the site's own copy. */
export const avatarField: TextField = (() => {
  const field = avatarUrlField(FIELD)
  return { ...field, hooks: { ...field.hooks, beforeChange: [copyAvatar], afterRead: [siteImageOnly] } }
})()
