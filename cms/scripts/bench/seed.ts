import crypto from 'node:crypto'
import fs from 'node:fs'
import { ADMIN } from './app'
import { CONTENT, type BenchSlugs } from './config'
import { Session } from './session'
import { missingFrom } from './visibleText'

type Artist = { id: number; name: string }
type Post = { slug: string }
type AlbumRow = { slug: string }

const WEEK_MS = 7 * 24 * 3600 * 1000
/** The demo's releases and posts are the latest few weeks; the bench's come before them. */
const FIRST_WEEK_BACK = 20
const weeksAgo = (weeks: number) => new Date(Date.now() - weeks * WEEK_MS).toISOString().slice(0, 10)

/** The demo artwork under site/public/demo, so the pages show real images. */
const demoImages = (folder: string) =>
  fs.readdirSync(`site/public/demo/${folder}`).map((file) => `/demo/${folder}/${file}`)

/** Runs `make(0..count-1)`, a few at a time: the server is busy enough. */
async function createMany(count: number, make: (index: number) => Promise<unknown>): Promise<void> {
  let next = 0
  const worker = async () => {
    while (next < count) await make(next++)
  }
  await Promise.all(Array.from({ length: 4 }, worker))
}

async function topUpAlbums(admin: Session, visitor: Session): Promise<void> {
  const artists = await admin.json<Artist[]>('GET', '/api/artists')
  const covers = demoImages('covers')
  const existing = (await visitor.json<unknown[]>('GET', '/api/albums')).length
  await createMany(CONTENT.albums - existing, (index) => {
    const artist = artists[index % artists.length]!
    return admin.json('POST', '/api/albums', {
      title: `Bench Album ${index + 1}`,
      artistId: artist.id,
      featuredArtist: artist.name,
      description: `Release ${index + 1} of the bench catalogue: long pads, a slow pulse and a closing drone.`,
      coverImageUrl: covers[index % covers.length],
      spotifyUrl: `https://open.spotify.com/album/${crypto.randomBytes(11).toString('hex').slice(0, 22)}`,
      releaseDate: weeksAgo(FIRST_WEEK_BACK + index),
      isActive: true,
    }, 201)
  })
}

async function topUpPosts(admin: Session, visitor: Session): Promise<void> {
  const covers = demoImages('blog')
  const existing = (await visitor.json<unknown[]>('GET', '/api/blog')).length
  await createMany(CONTENT.posts - existing, (index) =>
    admin.json('POST', '/api/admin/blog', {
      title: `Bench Notes ${index + 1}`,
      slug: `bench-notes-${index + 1}`,
      content:
        '<p>How this week’s record came together, from the first prompt to the final master.</p>' +
        '<h2>The session</h2><p>Three long takes, one of them kept. The model drifted, and we let it.</p>' +
        '<h2>What we kept</h2><ul><li>The detuned piano</li><li>The tape hiss</li></ul>',
      excerpt: `Studio notes, part ${index + 1}.`,
      coverImageUrl: covers[index % covers.length],
      status: 'published',
      publishedAt: weeksAgo(FIRST_WEEK_BACK + index),
    }, 201),
  )
}

/**
 * The public lists, once they show exactly CONTENT's albums and posts. A cached list may answer
 * stale while it refreshes (stale-while-revalidate), so it is asked again for a while.
 */
async function publishedContent(visitor: Session): Promise<{ albums: AlbumRow[]; posts: Post[] }> {
  for (let attempt = 1; ; attempt++) {
    const albums = await visitor.json<AlbumRow[]>('GET', '/api/albums')
    const posts = await visitor.json<Post[]>('GET', '/api/blog')
    if (albums.length === CONTENT.albums && posts.length === CONTENT.posts) return { albums, posts }
    if (attempt === 30) throw new Error(`The site lists ${albums.length} albums and ${posts.length} posts, not ${CONTENT.albums} and ${CONTENT.posts}`)
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
}

/**
 * Tops the demo content up to CONTENT's albums and published posts through the API, as an admin
 * would, and checks the public lists show exactly that many. Answers the newest post's and album's slugs.
 */
export async function seedContent(): Promise<BenchSlugs> {
  const admin = new Session()
  await admin.json('POST', '/api/auth/login', ADMIN)
  const visitor = new Session()
  await topUpAlbums(admin, visitor)
  await topUpPosts(admin, visitor)
  const { albums, posts } = await publishedContent(visitor)
  return { articleSlug: posts[0]!.slug, albumSlug: albums[0]!.slug }
}

export const SIGNED_IN_NAME = 'Benchmark'
/** The titles of the signed-in user's lyric submissions, oldest first. */
export const SIGNED_IN_SUBMISSIONS = ['ambient', 'synthwave', 'techno'].map((genre) => `Bench ${genre} lyrics`)

/** A plain user with a few lyric submissions, signed in; checks `/` is their home and their submissions read. */
export async function signedInUser(): Promise<Session> {
  const user = new Session()
  const email = `bench-${crypto.randomUUID().slice(0, 8)}@bench.test`
  await user.json('POST', '/api/auth/register', { email, password: crypto.randomBytes(12).toString('hex'), firstName: SIGNED_IN_NAME })
  for (const title of SIGNED_IN_SUBMISSIONS) {
    await user.json('POST', '/api/lyric-submissions', {
      title,
      lyrics: 'Static on the line tonight, the servers hum a lullaby, we count the packets as they fly.',
      genre: title.split(' ')[1],
      terms: true,
    }, 201)
  }
  const home = await user.request('GET', '/')
  if (home.status !== 200 || !(await home.text()).includes('Latest Releases')) {
    throw new Error(`GET / with the session cookie is not the signed-in home (status ${home.status})`)
  }
  const own = await user.json<{ title: string }[]>('GET', '/api/lyric-submissions')
  if (own.length !== SIGNED_IN_SUBMISSIONS.length) {
    throw new Error(`GET /api/lyric-submissions answered ${own.length} submissions, not ${SIGNED_IN_SUBMISSIONS.length}`)
  }
  return user
}

/**
 * What the signed-in home's HTML, as the server answers it (before any script runs), lacks of
 * its visitor: the greeting with their name and their submissions' titles.
 */
export async function signedInHomeLacks(user: Session): Promise<string[]> {
  const html = await (await user.request('GET', '/')).text()
  return missingFrom(html, [`Welcome back, ${SIGNED_IN_NAME}!`, ...SIGNED_IN_SUBMISSIONS])
}
