import { beforeAll, describe, expect, it } from 'vitest'
import { admin, answer, Client } from '../testing/client'

type Hit = { id: number; title: string; url: string; detail: string | null; snippet: string; date: string | null }
type Group = { type: 'albums' | 'artists' | 'posts'; total: number; results: Hit[] }
type Answer = { query: string; words: string[]; page: number; pageSize: number; groups: Group[] }

const visitor = new Client()
const searchOf = (client: Client, q: string, extra = '') => answer<Answer>(client.get(`/api/search?q=${encodeURIComponent(q)}${extra}`))
const group = (body: Answer, type: Group['type']) => body.groups.find((each) => each.type === type)!
const titles = async (q: string, type: Group['type'], client = visitor) => group((await searchOf(client, q)).body, type).results.map((hit) => hit.title)

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString()
let editor: Client
let artistId: number

async function album(title: string, extra: Record<string, unknown> = {}): Promise<number> {
  const created = await answer<{ id: number }>(editor.post('/api/albums', { title, artistId, ...extra }))
  expect(created.status).toBe(201)
  return created.body.id
}

async function post(title: string, extra: Record<string, unknown> = {}): Promise<{ id: number; slug: string }> {
  const created = await answer<{ id: number; slug: string }>(editor.post('/api/admin/blog', { title, content: `<p>${title} body</p>`, status: 'published', ...extra }))
  expect(created.status).toBe(201)
  return created.body
}

beforeAll(async () => {
  editor = await admin()
  const artist = await answer<{ id: number }>(editor.post('/api/artists', { name: 'Sigrún Ósk Velvetine', description: 'Sings of glaciers and quasars.' }))
  artistId = artist.body.id
  // Credited: the artists page (SPEC: its artists are the albums' credits) has a card for the artist's link to open.
  await album('Nebulight Cathedral', { description: 'Organs under a violet sky.', featuredArtist: 'Sigrún Ósk Velvetine', releaseDate: day(-30) })
  await album('Marmalite Dawn', { releaseDate: day(-20) })
  await album('Marmalite Dusk', { releaseDate: day(-10) })
  await album('Plain Record', { description: 'A marmalite glow on every track.', releaseDate: day(-1) })
})

describe('GET /api/search matching', () => {
  it('finds titles by a prefix, words in any order', async () => {
    expect(await titles('nebuli', 'albums')).toContain('Nebulight Cathedral')
    expect(await titles('cathedral nebulight', 'albums')).toContain('Nebulight Cathedral')
  })

  it('forgives a typo or two in a title', async () => {
    expect(await titles('nebulihgt cathedrl', 'albums')).toContain('Nebulight Cathedral')
    expect(await titles('sigrun velvetin', 'artists')).toContain('Sigrún Ósk Velvetine')
  })

  it('ignores accents and case, and finds an album by its artist', async () => {
    expect(await titles('SIGRUN OSK', 'artists')).toEqual(['Sigrún Ósk Velvetine'])
    expect(await titles('sigrún ósk', 'albums')).toEqual(expect.arrayContaining(['Nebulight Cathedral', 'Marmalite Dusk']))
    expect(await titles('quasars', 'artists')).toEqual(['Sigrún Ósk Velvetine'])
  })

  it('finds a title by the start of a word that is also a stop word ("over", "how"), in results and suggestions', async () => {
    await album('Overmorrow Howlers', { releaseDate: day(-3) })
    expect(await titles('over', 'albums')).toContain('Overmorrow Howlers')
    expect(await titles('how', 'albums')).toContain('Overmorrow Howlers')
    expect(await suggestionsOf('over')).toContain('albums Overmorrow Howlers')
    // Beside other words a stop word still asks for nothing: "the nebul" finds what "nebul" does.
    expect(await titles('the nebul', 'albums')).toEqual(['Nebulight Cathedral'])
    expect(await suggestionsOf('the nebul')).toEqual(['albums Nebulight Cathedral'])
  })

  it('leaves out what "-word" excludes, however the rest matches, and never marks it', async () => {
    expect(await titles('marmalite -dusk', 'albums')).toEqual(['Marmalite Dawn', 'Plain Record'])
    // Prefixes and typos honour it too: "marmal" and "marmalte" match only as a prefix and a typo.
    expect(await titles('marmal -dusk', 'albums')).toEqual(['Marmalite Dawn', 'Plain Record'])
    expect(await titles('marmalte -dusk', 'albums')).not.toContain('Marmalite Dusk')
    expect(await titles('marmal - dusk', 'albums')).toEqual(['Marmalite Dawn', 'Plain Record'])
    // A phrase excludes the words in its order only.
    expect(await titles('marmal -"dusk marmalite"', 'albums')).toEqual(['Marmalite Dusk', 'Marmalite Dawn', 'Plain Record'])
    expect(await titles('marmal -"marmalite dusk"', 'albums')).toEqual(['Marmalite Dawn', 'Plain Record'])
    const { body } = await searchOf(visitor, 'marmal -dusk')
    expect(body.words).toEqual(['marmal'])
    expect(await suggestionsOf('marmal -dusk')).toEqual(['albums Marmalite Dawn'])
  })

  it('ranks titles above descriptions, and newer releases first among equals', async () => {
    expect(await titles('marmalite', 'albums')).toEqual(['Marmalite Dusk', 'Marmalite Dawn', 'Plain Record'])
  })

  it('says where each result lives, with a passage around the words', async () => {
    const { status, body } = await searchOf(visitor, 'violet organs')
    expect(status).toBe(200)
    const [hit] = group(body, 'albums').results
    expect(hit).toMatchObject({ title: 'Nebulight Cathedral', url: '/albums/nebulight-cathedral', detail: 'Sigrún Ósk Velvetine', snippet: 'Organs under a violet sky.' })
    expect(body.words).toEqual(['violet', 'organs'])
  })

  it('pages each group with a fixed size and counts all of it', async () => {
    for (let i = 0; i < 12; i++) await post(`Zephyrine dispatch ${i}`)
    const first = await searchOf(visitor, 'zephyrine', '&type=posts')
    expect(first.body.groups.map((each) => each.type)).toEqual(['posts'])
    expect(first.body.groups[0]).toMatchObject({ total: 12 })
    expect(first.body.groups[0]!.results).toHaveLength(10)
    const second = await searchOf(visitor, 'zephyrine', '&type=posts&page=2')
    expect(second.body.groups[0]!.results).toHaveLength(2)
    const past = await searchOf(visitor, 'zephyrine', '&type=posts&page=5')
    expect(past.body.groups[0]).toEqual({ type: 'posts', total: 12, results: [] })
  })
})

describe('what a search shows', () => {
  it('never shows, nor counts, drafts, archived or scheduled posts, scheduled or switched-off albums, switched-off artists', async () => {
    await post('Phantasmix draft', { status: 'draft' })
    await post('Phantasmix archived', { status: 'archived' })
    await post('Phantasmix scheduled', { publishedAt: day(3) })
    await album('Phantasmix upcoming', { releaseDate: day(3) })
    await album('Phantasmix off', { isActive: false, featuredArtist: 'Phantasmix Ghost' })
    const ghost = await answer<{ id: number }>(editor.post('/api/artists', { name: 'Phantasmix Ghost' }))
    expect((await editor.request('PATCH', `/cms-api/artists/${ghost.body.id}`, { isActive: false })).status).toBe(200)
    const seen = await searchOf(visitor, 'phantasmix')
    expect(seen.body.groups.map((each) => [each.type, each.total, each.results.length])).toEqual([['albums', 0, 0], ['artists', 0, 0], ['posts', 0, 0]])
    const page = await visitor.get('/search?q=phantasmix')
    expect(page.status).toBe(200)
    expect(await page.text()).not.toMatch(/Phantasmix (draft|archived|scheduled|upcoming|off|Ghost)/)
    // The collections' own rules decide: an admin reads them all, here as everywhere.
    // The switched-off artist is credited on a switched-off album only: it has no card on /artists (below).
    const admins = await searchOf(editor, 'phantasmix')
    expect(admins.body.groups.map((each) => each.total)).toEqual([2, 0, 3])
  })

  it('offers an artist only once an album that visitors see credits it, as the artists page shows it: an artist of a scheduled album, or of albums crediting no one, has no card to open', async () => {
    const marsh = await answer<{ id: number }>(editor.post('/api/artists', { name: 'Quillowen Marsh', description: 'Hums in tidal pools.' }))
    const shade = await answer<{ id: number }>(editor.post('/api/artists', { name: 'Quillowen Shade' }))
    expect((await editor.request('PATCH', `/cms-api/artists/${shade.body.id}`, { isActive: false })).status).toBe(200)
    // Credited on a scheduled album, and on a released one that credits no one (the collective's card holds it).
    const scheduled = { title: 'Brinefall Choir', artistId: marsh.body.id, featuredArtist: 'Quillowen Marsh' }
    const choir = await album(scheduled.title, { ...scheduled, releaseDate: day(3) })
    const hymns = await album('Brinefall Hymns', { artistId: marsh.body.id, releaseDate: day(-2) })
    for (const client of [visitor, editor]) {
      expect(await titles('quillowen', 'artists', client)).toEqual([])
      expect(await suggestionsOf('quillowen', client)).toEqual([])
    }
    // Released, the album credits the artist, whose card /artists now shows; a switched-off artist credited stays the admin's to find.
    expect((await editor.put(`/api/albums/${choir}`, { ...scheduled, releaseDate: day(-1) })).status).toBe(200)
    expect((await editor.put(`/api/albums/${hymns}`, { title: 'Brinefall Hymns', artistId: marsh.body.id, featuredArtist: 'Quillowen Shade' })).status).toBe(200)
    expect(await titles('quillowen', 'artists')).toEqual(['Quillowen Marsh'])
    expect(await suggestionsOf('quillowen')).toEqual(['artists Quillowen Marsh'])
    expect((await titles('quillowen', 'artists', editor)).sort()).toEqual(['Quillowen Marsh', 'Quillowen Shade'])
    expect(await (await visitor.get('/artists')).text()).toContain('id="artist-Quillowen-Marsh"')
  })

  it("shows an album's artist only to whom may read it: a switched-off artist's name neither shows beside its album nor finds it", async () => {
    const hidden = await answer<{ id: number }>(editor.post('/api/artists', { name: 'Zorbulon Vesk' }))
    expect((await editor.request('PATCH', `/cms-api/artists/${hidden.body.id}`, { isActive: false })).status).toBe(200)
    await album('Vraxmoor Engine', { artistId: hidden.body.id, releaseDate: day(-1) })
    const found = async (q: string, client: Client) => group((await searchOf(client, q)).body, 'albums').results.map((hit) => [hit.title, hit.detail])
    expect(await found('zorbulon', visitor)).toEqual([])
    // The album's own credit stands in: none here, so SPEC's label for none.
    expect(await found('vraxmoor', visitor)).toEqual([['Vraxmoor Engine', 'Machine Soul Collective']])
    expect(await (await visitor.get('/search?q=vraxmoor')).text()).not.toContain('Zorbulon')
    expect(await found('zorbulon', editor)).toEqual([['Vraxmoor Engine', 'Zorbulon Vesk']])
  })

  it('the page answers a search it cannot run with a 400 that says why, and an empty box with a 200', async () => {
    const cases: [string, string][] = [
      [`q=${'a'.repeat(201)}`, 'at most 200 characters'],
      ['q=a%07b', 'control character'],
      ['q=neon&page=0', 'page'],
    ]
    for (const [query, message] of cases) {
      const refused = await visitor.get(`/search?${query}`)
      expect(refused.status).toBe(400)
      expect(await refused.text()).toContain(message)
    }
    for (const query of ['', '?q=', '?q=neon']) expect((await visitor.get(`/search${query}`)).status).toBe(200)
  })

  it('shows a scheduled album once its moment has passed, with nobody acting', async () => {
    const soon = new Date(Date.now() + 3000).toISOString()
    await album('Chronoveil Arrival', { releaseDate: soon })
    expect(await titles('chronoveil', 'albums')).toEqual([])
    await expect.poll(() => titles('chronoveil', 'albums'), { timeout: 15_000, interval: 500 }).toEqual(['Chronoveil Arrival'])
  })

  it('shows a write on the very next request: a new post, its new title, its deletion', async () => {
    const created = await post('Glimmerwold notes')
    expect(await titles('glimmerwold', 'posts')).toEqual(['Glimmerwold notes'])
    expect((await editor.put(`/api/admin/blog/${created.id}`, { title: 'Starwhisk notes', content: '<p>Renamed</p>', status: 'published' })).status).toBe(200)
    expect(await titles('glimmerwold', 'posts')).toEqual([])
    expect(await titles('starwhisk', 'posts')).toEqual(['Starwhisk notes'])
    expect((await editor.request('DELETE', `/api/admin/blog/${created.id}`)).status).toBe(200)
    expect(await titles('starwhisk', 'posts')).toEqual([])
  })

  it('finds a post by a line of its body', async () => {
    await post('Untitled thoughts', { content: '<p>We recorded the choir inside a lighthouse at dawn.</p>' })
    const hits = group((await searchOf(visitor, 'choir lighthouse')).body, 'posts').results
    expect(hits.map((hit) => hit.title)).toEqual(['Untitled thoughts'])
    expect(hits[0]!.snippet).toContain('choir inside a lighthouse')
  })
})

describe('GET /api/search input', () => {
  it.each([
    ["'"],
    ['\\'],
    ['%'],
    [':*'],
    ['&|!'],
    ['neo:* & !(x | y)'],
    ['"unclosed'],
    ['-'],
    ['the of and'],
    ['<script>alert(1)</script>'],
    ['🎵🎶'],
    ['a'.repeat(200)],
  ])('%s is answered, never a 500', async (q) => {
    const { status, body } = await searchOf(visitor, q)
    expect(status).toBe(200)
    expect(body.groups).toHaveLength(3)
  })

  it.each([
    ['no q', '', 'q: say what to search for'],
    ['only spaces', '?q=%20%20', 'q: say what to search for'],
    ['10,000 characters', `?q=${'x'.repeat(10_000)}`, 'q: a search is at most 200 characters'],
    ['a NUL', '?q=a%00b', 'The address is not valid: it contains a NUL character.'],
    ['a control character', '?q=a%01b', 'q: a search cannot hold control characters'],
    ['a C1 control character', '?q=a%C2%85b', 'q: a search cannot hold control characters'],
    ['a byte that is not UTF-8', '?q=caf%E9', 'q: a search must be UTF-8 text'],
    ['a cut UTF-8 character', '?q=%F0%9F%8E', 'q: a search must be UTF-8 text'],
    ['an unknown type', '?q=neon&type=songs', 'type must be one of albums, artists, posts'],
    ['page 0', '?q=neon&page=0', 'page must be a whole number from 1'],
    ['a negative page', '?q=neon&page=-1', 'page must be a whole number from 1'],
    ['a page in words', '?q=neon&page=abc', 'page must be a whole number from 1'],
    ['a page past the last', '?q=neon&page=101', 'page is at most 100'],
    ['q twice', '?q=neon&q=other', 'q is given more than once'],
  ])('%s is a 400 saying why', async (_, query, message) => {
    const { status, body } = await answer<{ message: string }>(visitor.get(`/api/search${query}`))
    expect(status).toBe(400)
    expect(body.message).toBe(message)
  })

  it('reads a tab or line break, as a pasted title may hold, as a space', async () => {
    const { status, body } = await answer<{ query: string }>(visitor.get('/api/search?q=neon%0A%09dreams'))
    expect(status).toBe(200)
    expect(body.query).toBe('neon dreams')
  })

  it('takes GET only, and keeps no answer in a shared cache', async () => {
    expect((await visitor.post('/api/search?q=neon', {})).status).toBe(405)
    expect((await visitor.get('/api/search?q=neon')).headers.get('cache-control')).toBe('private, no-store')
  })
})

type Suggestions = { query: string; suggestions: { type: Group['type']; id: number; title: string; url: string }[] }
const suggestionsOf = async (q: string, client = visitor) =>
  (await answer<Suggestions>(client.get(`/api/search/suggest?q=${encodeURIComponent(q)}`))).body.suggestions.map((hit) => `${hit.type} ${hit.title}`)

describe('GET /api/search/suggest', () => {
  it('offers titles as they are typed, a typo forgiven, prefix matches first, three of each kind at most', async () => {
    expect(await suggestionsOf('marmal')).toEqual(['albums Marmalite Dusk', 'albums Marmalite Dawn'])
    expect(await suggestionsOf('nebulihgt')).toEqual(['albums Nebulight Cathedral'])
    expect(await suggestionsOf('sigrun')).toEqual(['artists Sigrún Ósk Velvetine'])
    // An artist has no page of its own: the artists page opens searched for the name, at its card.
    const artist = await answer<Suggestions>(visitor.get('/api/search/suggest?q=sigrun'))
    expect(artist.body.suggestions[0]!.url).toBe('/artists?q=Sigr%C3%BAn%20%C3%93sk%20Velvetine#artist-Sigr%C3%BAn-%C3%93sk-Velvetine')
    for (let i = 0; i < 4; i++) await post(`Quillfeather letter ${i}`)
    const letters = await answer<Suggestions>(visitor.get('/api/search/suggest?q=quillfea'))
    expect(letters.body.suggestions).toHaveLength(3)
    expect(letters.body.suggestions[0]).toMatchObject({ type: 'posts', title: 'Quillfeather letter 3', url: '/blog/quillfeather-letter-3' })
  })

  it('corrects a typo to the words titles hold now: a renamed title’s new word at once, its old word gone', async () => {
    const id = await album('Obsidiana Tide', { releaseDate: day(-2) })
    expect(await suggestionsOf('obsidianna')).toEqual(['albums Obsidiana Tide'])
    expect((await editor.put(`/api/albums/${id}`, { title: 'Quorvathine Tide', artistId })).status).toBe(200)
    expect(await suggestionsOf('obsidianna')).toEqual([])
    expect(await suggestionsOf('qorvathine')).toEqual(['albums Quorvathine Tide'])
    expect((await editor.request('DELETE', `/cms-api/albums/${id}`)).status).toBe(200)
    expect(await suggestionsOf('qorvathine')).toEqual([])
  })

  it('counts the words of titles written at once, sharing words in any order', async () => {
    const titles = ['Vantablue Orchid Ferrule', 'Ferrule Orchid Vantablue', 'Orchid Vantablue Ferrule', 'Ferrule Vantablue Orchid']
    const created = await Promise.all(titles.map(async (title) => (await editor.post('/api/albums', { title, artistId, releaseDate: day(-1) })).status))
    expect(created).toEqual(titles.map(() => 201))
    expect(await suggestionsOf('vantablu orchd ferule')).toHaveLength(3)
  })

  it('offers titles holding some of the words when none holds them all, those with the finished words first', async () => {
    expect(await suggestionsOf('marmalite nebulight')).toEqual(['albums Marmalite Dusk', 'albums Marmalite Dawn', 'albums Nebulight Cathedral'])
    expect(await suggestionsOf('nebulight marmali')).toEqual(['albums Nebulight Cathedral', 'albums Marmalite Dusk', 'albums Marmalite Dawn'])
    expect(await suggestionsOf('marmalite xq')).toEqual(['albums Marmalite Dusk', 'albums Marmalite Dawn'])
  })

  it('offers titles only: a word of a description or a body is for the results page', async () => {
    expect(await suggestionsOf('violet')).toEqual([])
    expect(await titles('violet', 'albums')).toEqual(['Nebulight Cathedral'])
  })

  it('never offers what the visitor may not read', async () => {
    await post('Vexillum draft', { status: 'draft' })
    await album('Vexillum upcoming', { releaseDate: day(3) })
    expect(await suggestionsOf('vexillum')).toEqual([])
    expect(await suggestionsOf('vexillum', editor)).toEqual(expect.arrayContaining(['albums Vexillum upcoming', 'posts Vexillum draft']))
  })

  it('answers letters typed at once by many visitors, on every connection of the pool', async () => {
    // Each connection of the pool runs the statement: on the embedded database, which serves
    // them all from one session, a second preparing of it under one name would fail.
    const typed = ['marmal', 'nebul', 'sigr', 'quill', 'marm', 'nebu', 'sig', 'quil']
    const statuses = await Promise.all(typed.map(async (q) => (await visitor.get(`/api/search/suggest?q=${q}`)).status))
    expect(statuses).toEqual(typed.map(() => 200))
  })

  // ŉ is a letter that unaccent turns into a quote and an n: a word the suggestions quote themselves.
  // Twelve words no title holds (the most a search reads): each one looked up among the vocabulary's nearest.
  const odd = [["'"], ['\\'], [':*'], ['&|!'], ['the of and'], ['🎵'], ['a'.repeat(200)], ['ŉ marmaŉite'], [Array.from({ length: 12 }, (_, i) => `qzxv${'wj'.repeat(i)}`).join(' ')]]
  it.each(odd)('%s is answered, never a 500', async (q) => {
    expect((await visitor.get(`/api/search/suggest?q=${encodeURIComponent(q)}`)).status).toBe(200)
  })

  it.each([
    ['no q', '', 'q: say what to search for'],
    ['201 characters', `?q=${'x'.repeat(201)}`, 'q: a search is at most 200 characters'],
    ['a NUL', '?q=a%00b', 'The address is not valid: it contains a NUL character.'],
    ['a byte that is not UTF-8', '?q=%FF', 'q: a search must be UTF-8 text'],
    ['q twice', '?q=neon&q=other', 'q is given more than once'],
  ])('%s is a 400 saying why', async (_, query, message) => {
    const { status, body } = await answer<{ message: string }>(visitor.get(`/api/search/suggest${query}`))
    expect(status).toBe(400)
    expect(body.message).toBe(message)
  })

  it('takes GET only, and keeps no answer in a shared cache', async () => {
    expect((await visitor.post('/api/search/suggest?q=neon', {})).status).toBe(405)
    expect((await visitor.get('/api/search/suggest?q=neon')).headers.get('cache-control')).toBe('private, no-store')
  })
})
