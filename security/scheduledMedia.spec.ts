import sharp from 'sharp'
import type { APIRequestContext } from '@playwright/test'
import { clientAs, prepared, ROLES, type Role } from './support/roles'
import { test } from './support/figures'

/*
 * The cover of a scheduled album stays secret until its release, whatever a visitor, a user or
 * another user asks for (the file, a range of it, its resized copies, GraphQL lists, counts and
 * filters, the REST rows, an avatar pointed at it), and is public at the moment with nobody acting.
 * This suite's servers run on real time: the album is released a few seconds after it is made.
 */

const LEAD_MS = 30_000
/** How long after its moment a release may take to show: a page kept until then is served once more while it renders anew. */
const RELEASE_SLACK_MS = 1_500
const NON_ADMINS = ['anonymous', 'user', 'other'] as const

type Cover = { id: number; filename: string; path: string }

async function uploadCover(admin: APIRequestContext, name: string): Promise<Cover> {
  const buffer = await sharp({ create: { width: 16, height: 16, channels: 3, background: '#22d3ee' } }).png().toBuffer()
  const response = await admin.post('/cms-api/media', {
    multipart: { file: { name: `${name}.png`, mimeType: 'image/png', buffer }, _payload: JSON.stringify({ alt: `Cover of ${name}` }) },
  })
  const { doc } = (await response.json()) as { doc: { id: number; filename: string } }
  return { id: doc.id, filename: doc.filename, path: `/cms-api/media/file/${encodeURIComponent(doc.filename)}` }
}

/** Requests a caller might try for a file it may not have yet, each with what must come back. */
function fileRequests(cover: Cover): { method: string; path: string; headers?: Record<string, string> }[] {
  const resized = (width: number) => `/_next/image?url=${encodeURIComponent(cover.path)}&w=${width}&q=75`
  const upper = cover.path.replace(/[a-z]/, (letter) => letter.toUpperCase())
  return [
    { method: 'GET', path: cover.path },
    { method: 'HEAD', path: cover.path },
    { method: 'GET', path: cover.path, headers: { range: 'bytes=0-7' } },
    { method: 'GET', path: cover.path, headers: { 'if-none-match': '*' } },
    { method: 'GET', path: `${cover.path}?prefix=` },
    { method: 'GET', path: `${cover.path}?prefix=x` },
    { method: 'GET', path: `${cover.path}?depth=0&draft=true` },
    { method: 'GET', path: `${cover.path}/` },
    { method: 'GET', path: upper },
    { method: 'GET', path: cover.path.replace('.png', '%2Epng') },
    { method: 'GET', path: `/cms-api/media/file/${encodeURIComponent(encodeURIComponent(cover.filename))}` },
    { method: 'GET', path: `/cms-api/media/${cover.id}` },
    { method: 'GET', path: `/cms-api/media?where[filename][equals]=${encodeURIComponent(cover.filename)}` },
    { method: 'GET', path: resized(64) },
    { method: 'GET', path: resized(640) },
    { method: 'GET', path: `/_next/image?url=${encodeURIComponent(`http://localhost${cover.path}`)}&w=64&q=75` },
  ]
}

const GRAPHQL = (cover: Cover) => [
  `{ allMedia(pagination: false) { docs { id filename alt url } } }`,
  `{ Media(id: ${cover.id}) { filename alt url } }`,
  `{ countallMedia(where: { filename: { equals: ${JSON.stringify(cover.filename)} } }) { totalDocs } }`,
  `{ allMedia(where: { alt: { like: ${JSON.stringify(cover.filename.replace(/\.png$/, ''))} } }) { docs { id } totalDocs } }`,
  `{ allMedia(where: { publicFrom: { exists: false } }) { docs { filename } totalDocs } }`,
  `{ allMedia(where: { publicFrom: { greater_than: "2000-01-01" } }) { docs { filename } totalDocs } }`,
  `{ allMedia(where: { OR: [{ id: { equals: ${cover.id} } }, { filename: { like: "png" } }] }) { docs { filename } totalDocs } }`,
]

test("a scheduled album's cover is secret on every way in until its release, then public at once", async ({ tally }) => {
  const clients = Object.fromEntries(await Promise.all(ROLES.map(async (role) => [role, await clientAs(role)]))) as Record<Role, APIRequestContext>
  const ids = prepared()
  const name = `secret-${Date.now().toString(36)}`
  const cover = await uploadCover(clients.admin, name)
  const moment = Date.now() + LEAD_MS
  const album = await clients.admin.post('/api/albums', {
    data: { title: `Secret ${name}`, artistId: ids.activeArtist, releaseDate: new Date(moment).toISOString(), coverImageUrl: cover.path },
  })
  tally.answered(album, 'admin POST /api/albums (scheduled, with the cover)')
  tally.check(album.status() === 201, `the scheduled album was not made: ${album.status()}`)
  const { slug } = (await album.json()) as { slug: string }

  // A user points their own avatar at the cover: that publishes nothing.
  const self = await clients.user.post('/api/graphql', { data: { query: `mutation { updateUser(id: ${ids.userId}, data: { profileImageUrl: ${JSON.stringify(cover.path)} }) { id } }` } })
  tally.answered(self, 'user sets their avatar to the cover')

  const leaks = async (role: Role) => {
    const found: string[] = []
    for (const request of fileRequests(cover)) {
      const response = await clients[role].fetch(request.path, { method: request.method, headers: request.headers })
      tally.answered(response, `${role} ${request.method} ${request.path}`)
      if (response.status() < 300) found.push(`${request.method} ${request.path} ${JSON.stringify(request.headers ?? {})}: ${response.status()}`)
      const fileOrCopy = request.path.startsWith('/cms-api/media/file/') || request.path.startsWith('/_next/image')
      if (fileOrCopy && response.status() >= 400 && response.headers()['cache-control'] !== 'no-store') {
        found.push(`${request.path}: a refusal a shared cache may keep (${response.headers()['cache-control']})`)
      }
    }
    for (const query of GRAPHQL(cover)) {
      const response = await clients[role].post('/api/graphql', { data: { query } })
      tally.answered(response, `${role} GraphQL ${query}`)
      const body = await response.text()
      const counted = query.startsWith('{ countallMedia') && !body.includes('"totalDocs":0')
      if (body.includes(cover.filename) || body.includes(name) || counted) found.push(`GraphQL ${query}: ${body.slice(0, 200)}`)
    }
    const page = await clients[role].get(`/albums/${slug}`)
    tally.answered(page, `${role} GET /albums/${slug}`)
    if (page.status() === 200) found.push(`/albums/${slug}`)
    for (const path of ['/', '/albums', '/albums/rss.xml', '/sitemap.xml', '/api/albums']) {
      const response = await clients[role].get(path)
      tally.answered(response, `${role} GET ${path}`)
      if ((await response.text()).includes(cover.filename)) found.push(`${path} names the file`)
    }
    return found
  }

  for (const role of NON_ADMINS) {
    const found = await leaks(role)
    tally.check(found.length === 0, `${role} before the release: ${found.join('; ')}`)
  }
  tally.check(Date.now() < moment, 'the checks before the release ran past it: raise LEAD_MS')
  const adminFile = await clients.admin.get(cover.path)
  tally.answered(adminFile, 'admin GET the cover before the release')
  tally.check(adminFile.status() === 200 && adminFile.headers()['cache-control'] === 'private, no-store', `admin reads the cover: ${adminFile.status()} ${adminFile.headers()['cache-control']}`)

  // The moment passes; nobody acts. A cached read's life ends at the moment (README "Pages and
  // caching"), and what it kept is served once more while it renders anew.
  await new Promise((resolve) => setTimeout(resolve, Math.max(0, moment - Date.now()) + RELEASE_SLACK_MS))
  for (const role of NON_ADMINS) {
    for (const path of [cover.path, `/_next/image?url=${encodeURIComponent(cover.path)}&w=64&q=75`, `/albums/${slug}`]) {
      const response = await clients[role].get(path)
      tally.answered(response, `${role} GET ${path} after the release`)
      tally.check(response.status() === 200, `${role} GET ${path} after the release: ${response.status()}`)
    }
    const media = await clients[role].post('/api/graphql', { data: { query: `{ Media(id: ${cover.id}) { filename } }` } })
    tally.check((await media.text()).includes(cover.filename), `${role}: GraphQL Media after the release`)
  }

  await clients.user.post('/api/graphql', { data: { query: `mutation { updateUser(id: ${ids.userId}, data: { profileImageUrl: null }) { id } }` } })
  const albumId = ((await (await clients.admin.get(`/cms-api/albums?where[slug][equals]=${slug}`)).json()) as { docs: { id: number }[] }).docs[0]?.id
  if (albumId) await clients.admin.delete(`/cms-api/albums/${albumId}`)
  await Promise.all(Object.values(clients).map((client) => client.dispose()))
})
