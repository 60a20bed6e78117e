/**
 * The bench's bare node:http + pg server: GET / answers what the app's GET /api/albums answers
 * a visitor (the active albums, newest release first, the contract's fields), straight from a pg
 * Pool. The reference for the app's API throughput.
 *
 *   DATABASE_URL=… PORT=… node --import tsx cms/scripts/bench/pgServer.ts
 */
import http from 'node:http'
import pg from 'pg'

// Payload's sort: the requested field, then its fallback, created_at (drizzle buildOrderBy).
const ALBUMS = `
  SELECT id, title, artist_id, featured_artist, description, cover_image_url, spotify_url, release_date, is_active, created_at
  FROM albums WHERE is_active ORDER BY release_date DESC, created_at DESC`

type Row = {
  id: number
  title: string
  artist_id: number
  featured_artist: string | null
  description: string | null
  cover_image_url: string | null
  spotify_url: string | null
  release_date: Date
  is_active: boolean
  created_at: Date
}

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL })

const server = http.createServer((request, response) => {
  if (request.method !== 'GET' || request.url !== '/') {
    response.writeHead(404).end()
    return
  }
  pool.query<Row>(ALBUMS).then(
    ({ rows }) => {
      const albums = rows.map((row) => ({
        id: row.id,
        title: row.title,
        artistId: row.artist_id,
        featuredArtist: row.featured_artist,
        description: row.description,
        coverImageUrl: row.cover_image_url,
        spotifyUrl: row.spotify_url,
        releaseDate: row.release_date,
        isActive: row.is_active,
        createdAt: row.created_at,
      }))
      response.writeHead(200, { 'content-type': 'application/json; charset=utf-8' }).end(JSON.stringify(albums))
    },
    (error: Error) => response.writeHead(500).end(error.message),
  )
})
server.listen(Number(process.env.PORT), '127.0.0.1')

process.on('SIGTERM', () => {
  server.close()
  void pool.end().finally(() => process.exit(0))
})
