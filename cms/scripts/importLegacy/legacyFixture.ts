import fs from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import type pg from 'pg'

/** A copy of ../shared/legacy-schema.sql, the original app's tables, kept here so tests need nothing outside the repository. */
export const LEGACY_SCHEMA = fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'legacy-schema.sql'), 'utf8')

const LONG = 'x'.repeat(300)
const LYRICS = 'Static hums beneath the city lights, we sing in borrowed voices tonight\nAnd the machines dream too'

/**
 * The original app's database with awkward rows: markup and scripts in HTML and in plain fields,
 * a thread three deep, orphans, nulls, over-long values, odd statuses and roles, dates no
 * JavaScript date can hold, e-mails that differ only in case, `users` ordinary users,
 * `extraComments` ordinary comments spread over the published posts and `sameTitleAlbums`
 * albums all called 'Untitled' (each takes the next free slug); with `existingEmail`, a person
 * who already has an account on the target.
 */
export async function fillLegacyDatabase(
  client: pg.Client,
  { extraComments = 0, users = 4, sameTitleAlbums = 0, existingEmail }: { extraComments?: number; users?: number; sameTitleAlbums?: number; existingEmail?: string } = {},
): Promise<void> {
  await client.query(LEGACY_SCHEMA)
  if (existingEmail) await client.query(`INSERT INTO users (id, email, first_name, role) VALUES ('u-existing', $1, 'Already', 'user')`, [existingEmail])
  await client.query(`
    INSERT INTO users (id, email, first_name, last_name, profile_image_url, role, created_at, updated_at) VALUES
      ('u-admin', 'Ada@Legacy.test', 'Ada', 'Lovelace', 'https://example.com/ada.png', 'admin', '2023-01-02 10:00:00', '2023-02-03 11:00:00'),
      ('u-mark', 'mark@legacy.test', '<b>Mark</b><script>alert(1)</script>', 'Up', 'javascript:alert(1)', 'user', '2023-01-05 09:00:00', '2023-01-05 09:00:00'),
      ('u-odd', 'odd@legacy.test', '${LONG}', NULL, NULL, 'superuser', '2023-01-06 09:00:00', '2023-01-06 09:00:00'),
      ('u-noemail', NULL, 'Nobody', NULL, NULL, 'user', '2023-01-07 09:00:00', '2023-01-07 09:00:00'),
      ('u-case', 'ADA@legacy.TEST', 'Ada', 'Again', NULL, 'user', '2023-03-01 09:00:00', '2023-03-01 09:00:00');
    INSERT INTO users (id, email, first_name, created_at)
      SELECT 'u-fan-' || n, 'fan' || n || '@legacy.test', 'Fan ' || n, timestamp '2023-04-01' + n * interval '1 hour'
      FROM generate_series(1, ${users}) AS n;
    INSERT INTO sessions (sid, sess, expire) VALUES ('s1', '{"user":"u-admin"}', now());

    INSERT INTO artists (id, name, description, model_version, profile_image_url, spotify_url, is_active, created_at) VALUES
      (1, 'Neon Choir', 'Voices from the grid', 'GPT-4', NULL, 'spotify:artist:abc123', true, '2023-01-10 10:00:00'),
      (2, '<img src=x onerror=alert(1)>Glitch', '<script>alert(2)</script>plain text', NULL, 'not a url', 'javascript:alert(1)', NULL, '2023-01-11 10:00:00'),
      (3, 'Retired Unit', NULL, NULL, NULL, NULL, false, '10000-01-01 00:00:00');
    SELECT setval('artists_id_seq', 3);

    INSERT INTO albums (id, title, artist_id, featured_artist, description, cover_image_url, spotify_url, release_date, is_active, created_at) VALUES
      (1, 'Legacy Grid', 1, NULL, 'First one', 'https://example.com/c1.png', 'spotify:album:4aawyAB9vmqN3uQ7FjRGTy', '2023-01-16 00:00:00', true, '2023-01-15 10:00:00'),
      (2, 'Legacy Orphan', NULL, 'Guest Star', NULL, NULL, NULL, '2023-01-23 00:00:00', true, '2023-01-22 10:00:00'),
      (3, 'Legacy Undated', 2, NULL, NULL, 'ftp://example.com/x.png', 'https://', NULL, NULL, '2023-01-29 10:00:00'),
      (4, '<b>Legacy</b> Markup', 3, NULL, NULL, NULL, 'https://open.spotify.com/album/1a2B3c', NULL, false, '0001-01-01 10:00:00');
    INSERT INTO albums (id, title, artist_id, release_date, is_active, created_at)
      SELECT 100 + n, 'Untitled', 1, timestamp '2023-05-01' + n * interval '1 day', true, timestamp '2023-05-01' + n * interval '1 day'
      FROM generate_series(1, ${sameTitleAlbums}) AS n;
    SELECT setval('albums_id_seq', ${sameTitleAlbums ? 100 + sameTitleAlbums : 4});

    INSERT INTO blog_posts (id, title, slug, content, excerpt, cover_image_url, author_id, author_name, status, published_at, created_at, updated_at) VALUES
      (1, 'Legacy HTML post', 'legacy-html-post',
       '<h2>Hello</h2><p>Some <strong>bold</strong> and <em>soft</em> words.<script>alert(3)</script></p><img src=x onerror=alert(4)><p><a href="javascript:alert(5)">bad link</a> <a href="https://example.com/" onclick="x()">good link</a></p><ul><li>one</li><li>two</li></ul>',
       'An <b>excerpt</b>', 'https://example.com/p1.png', 'u-admin', 'Ada L.', 'published', '2023-02-10 12:00:00', '2023-02-09 12:00:00', '2023-02-11 12:00:00'),
      (2, 'Legacy plain post', 'legacy-plain-post', E'First line\\nsecond line\\n\\nNew paragraph with <angle> brackets & ampersands', NULL, NULL, 'u-admin', 'Ada L.', 'Published!', NULL, '2023-02-12 12:00:00', '2023-02-12 12:00:00'),
      (3, '<script>alert("t")</script> Legacy undated', 'Legacy Undated', 'Plain words', NULL, NULL, 'u-mark', '${LONG}', 'published', NULL, '2023-02-13 12:00:00', '2023-02-14 12:00:00'),
      (4, 'Legacy by nobody', 'legacy-by-nobody', 'Lost words', NULL, NULL, 'u-noemail', NULL, 'published', '2023-02-15 12:00:00', '2023-02-15 12:00:00', '2023-02-15 12:00:00'),
      (5, 'Legacy quoted', 'LEGACY-HTML-POST', '<blockquote><p>A quote</p><p>in two lines</p></blockquote>', NULL, NULL, 'u-admin', 'Ada L.', 'PUBLISHED', '2023-02-16 12:00:00', '2023-02-16 12:00:00', '2023-02-16 12:00:00'),
      (6, 'Привет мир', 'привет-мир', 'Слова', NULL, NULL, 'u-admin', 'Ada L.', 'draft', NULL, '2023-02-17 12:00:00', '2023-02-17 12:00:00');
    SELECT setval('blog_posts_id_seq', 6);

    INSERT INTO comments (id, blog_post_id, author_id, parent_id, content, is_edited, created_at, updated_at) VALUES
      (1, 1, 'u-mark', NULL, 'Top of the thread <script>alert(6)</script>', false, '2023-02-10 13:00:00', '2023-02-10 13:00:00'),
      (3, 1, 'u-admin', 2, 'Third level', false, '2023-02-10 15:00:00', '2023-02-10 15:00:00'),
      (2, 1, 'u-odd', 1, 'A reply, edited', true, '2023-02-10 14:00:00', '2023-02-10 14:30:00'),
      (4, 1, 'u-mark', 99999, 'Reply to a comment that is gone', false, '2023-02-10 16:00:00', '2023-02-10 16:00:00'),
      (5, 1, 'u-noemail', NULL, 'By a skipped user', false, '2023-02-10 17:00:00', '2023-02-10 17:00:00'),
      (6, 4, 'u-mark', NULL, 'Under a skipped post', false, '2023-02-15 13:00:00', '2023-02-15 13:00:00'),
      (7, 1, 'u-mark', NULL, '   ', false, '2023-02-10 18:00:00', '2023-02-10 18:00:00'),
      (8, 3, 'u-admin', 1, 'Reply whose parent is on another post', false, '2023-02-14 13:00:00', '2023-02-14 13:00:00');
    INSERT INTO comments (id, blog_post_id, author_id, parent_id, content, created_at, updated_at)
      SELECT 100 + n, 1 + (n % 2) * 2, 'u-fan-' || (1 + n % ${users}), NULL, 'Comment number ' || n, timestamp '2023-03-01' + n * interval '1 minute', timestamp '2023-03-01' + n * interval '1 minute'
      FROM generate_series(1, ${extraComments}) AS n;

    INSERT INTO lyric_submissions (id, user_id, name, email, title, lyrics, genre, notes, status, created_at) VALUES
      (1, 'u-mark', 'Mark', 'mark@legacy.test', 'Night Drive', '${LYRICS}', 'synthwave', '<i>notes</i>', 'approved', '2023-02-20 10:00:00'),
      (2, 'u-mark', NULL, 'mark at legacy', '  ', '${LYRICS}', 'polka', NULL, 'weird', '0044-03-15 10:00:00 BC'),
      (3, 'u-admin', NULL, NULL, 'Too short', 'la la la', NULL, NULL, 'pending', '2023-02-22 10:00:00'),
      (4, NULL, 'Anon', NULL, 'No user', '${LYRICS}', NULL, NULL, NULL, '2023-02-23 10:00:00'),
      (5, 'u-noemail', NULL, NULL, 'By nobody', '${LYRICS}', NULL, NULL, NULL, '2023-02-24 10:00:00'),
      (6, 'u-case', NULL, NULL, 'By Ada again', '${LYRICS}', NULL, NULL, NULL, '2023-03-02 10:00:00');
  `)
}
