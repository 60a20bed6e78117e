import type pg from 'pg'
import { REBUILD_VOCABULARY } from '../../search/vocabulary'

/** The bench's corpus: 10,000 documents, posts with long bodies. */
export const SEARCH_CORPUS = { artists: 500, albums: 6000, posts: 3500, bodyWords: 1500 } as const

const WORDS = [
  'neon', 'horizon', 'velvet', 'machine', 'glacier', 'quasar', 'lullaby', 'signal', 'static', 'ember',
  'cathedral', 'tide', 'protocol', 'latent', 'motel', 'orbit', 'circuit', 'dream', 'echo', 'fracture',
  'garden', 'harbor', 'island', 'jungle', 'kernel', 'lantern', 'meadow', 'nocturne', 'ocean', 'prism',
  'quiet', 'river', 'silver', 'thunder', 'umbra', 'vessel', 'winter', 'xenon', 'yonder', 'zenith',
]

/**
 * Fills the app's database with SEARCH_CORPUS's artists, albums and published posts, in three
 * statements (the generated search columns computed as for any write), then the vocabulary of
 * titles the collections' hooks keep (which these bare INSERTs skip) and VACUUM ANALYZE.
 */
export async function seedSearchCorpus(client: pg.Client): Promise<void> {
  const { artists, albums, posts, bodyWords } = SEARCH_CORPUS
  const word = (expression: string) => `initcap(($1::text[])[1 + (${expression}) % ${WORDS.length}])`
  await client.query(
    `INSERT INTO artists (name, description, is_active)
     SELECT ${word('i')} || ' ' || ${word('i * 7')} || ' ' || i, 'Sings of ' || ${word('i * 3')} || ' and ' || ${word('i * 5')} || '.', true
     FROM generate_series(1, ${artists}) i`,
    [WORDS],
  )
  await client.query(
    `INSERT INTO albums (title, slug, artist_id, description, release_date, is_active)
     SELECT ${word('i * 3')} || ' ' || ${word('i * 11')} || ' ' || i, 'bench-album-' || i,
            (SELECT min(id) FROM artists) + i % ${artists},
            'An album of ' || ${word('i * 13')} || ', ' || ${word('i * 17')} || ' and ' || ${word('i * 19')} || '.',
            now() - make_interval(hours => i), true
     FROM generate_series(1, ${albums}) i`,
    [WORDS],
  )
  await client.query(
    `INSERT INTO blog_posts (title, slug, content, excerpt, status, published_at, author_id, author_name)
     SELECT ${word('i * 7')} || ' notes ' || i, 'bench-post-' || i,
            jsonb_build_object('root', jsonb_build_object('type', 'root', 'children', jsonb_build_array(jsonb_build_object('type', 'paragraph',
              'children', jsonb_build_array(jsonb_build_object('type', 'text', 'text',
                (SELECT string_agg(($1::text[])[1 + (i * j + j) % ${WORDS.length}], ' ') FROM generate_series(1, ${bodyWords}) j))))))),
            'On ' || ${word('i')} || ' and ' || ${word('i * 23')} || '.', 'published', now() - make_interval(hours => i),
            (SELECT min(id) FROM users), 'Bench'
     FROM generate_series(1, ${posts}) i`,
    [WORDS],
  )
  for (const statement of REBUILD_VOCABULARY) await client.query(statement)
  // What autovacuum does within a minute of such inserts: the planner's statistics, and the GIN
  // indexes' pending lists (which every search scans whole until then) merged into the indexes.
  await client.query('VACUUM ANALYZE artists, albums, blog_posts')
}

/** What visitors type on the results page: words, a typo, accents, a prefix, several words. */
export const SEARCHES = ['neon horizon', 'velvet', 'horizn', 'glacièr quasar', 'cathed', 'tide protocol', 'silver river', 'nocturne']

/** What the header's box asks as someone types, letter by letter. */
export const SUGGESTIONS = ['ne', 'neo', 'neon', 'neon h', 'neon ho', 've', 'vel', 'velv', 'gla', 'glac']
