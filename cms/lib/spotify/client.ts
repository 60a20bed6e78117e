import { LIMITS } from '../../constants'
import { imageUrlSchema } from '../../schemas/url'
import { spotifyAlbumUrl } from './albumLink'

/** SPEC §3 "Spotify extraction result". */
export type SpotifyAlbumData = {
  title: string
  artistName: string
  coverImageUrl: string | null
  spotifyUrl: string
  releaseDate: string
}

/** A failure talking to Spotify, with the HTTP status our endpoint should answer. */
export class SpotifyError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message)
  }
}

const TIMEOUT_MS = 8000

function settings() {
  const clientId = process.env.SPOTIFY_CLIENT_ID
  const clientSecret = process.env.SPOTIFY_CLIENT_SECRET
  if (!clientId || !clientSecret) {
    throw new SpotifyError(503, 'Spotify import is not configured: set SPOTIFY_CLIENT_ID and SPOTIFY_CLIENT_SECRET.')
  }
  return {
    clientId,
    clientSecret,
    apiUrl: (process.env.SPOTIFY_API_URL || 'https://api.spotify.com/v1').replace(/\/$/, ''),
    accountsUrl: (process.env.SPOTIFY_ACCOUNTS_URL || 'https://accounts.spotify.com').replace(/\/$/, ''),
  }
}

// One token per process, renewed a minute before Spotify says it expires.
let cached: { token: string; expiresAt: number; key: string } | null = null

/** Spotify's JSON; anything else (an HTML error page from a proxy) is Spotify failing us. */
async function json<T>(response: Response): Promise<T> {
  try {
    return (await response.json()) as T
  } catch {
    throw new SpotifyError(502, 'Spotify sent an answer we could not read. Please try again later.')
  }
}

const isControl = (char: string) => char < ' ' || char === '\u007f'

/** A name as our fields can hold it: no NUL or other control characters, within the title length. */
const storableName = (name: string | undefined) =>
  [...(name ?? '')]
    .filter((char) => !isControl(char))
    .join('')
    .trim()
    .slice(0, LIMITS.title)

async function call(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) })
  } catch {
    throw new SpotifyError(502, 'Spotify did not answer. Please try again in a moment.')
  }
}

async function accessToken(): Promise<string> {
  const { clientId, clientSecret, accountsUrl } = settings()
  const key = `${accountsUrl}|${clientId}`
  if (cached && cached.key === key && cached.expiresAt > Date.now()) return cached.token
  const response = await call(`${accountsUrl}/api/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: 'grant_type=client_credentials',
  })
  if (!response.ok) throw new SpotifyError(502, `Spotify refused our credentials (${response.status}).`)
  const body = await json<{ access_token?: string; expires_in?: number }>(response)
  if (!body.access_token) throw new SpotifyError(502, 'Spotify sent no access token.')
  cached = { token: body.access_token, expiresAt: Date.now() + ((body.expires_in ?? 3600) - 60) * 1000, key }
  return body.access_token
}

type SpotifyAlbum = {
  name?: string
  artists?: { name?: string }[]
  images?: { url?: string; width?: number }[]
  release_date?: string
  external_urls?: { spotify?: string }
}

/** Spotify gives a day, a month or only a year; we store the first moment of it. */
export function releaseDateToIso(date: string | undefined): string {
  const [year, month = '01', day = '01'] = (date ?? '').split('-')
  const parsed = new Date(`${year}-${month}-${day}T00:00:00.000Z`)
  return Number.isNaN(parsed.getTime()) ? new Date().toISOString() : parsed.toISOString()
}

export async function fetchSpotifyAlbum(id: string): Promise<SpotifyAlbumData> {
  const { apiUrl } = settings()
  const response = await call(`${apiUrl}/albums/${encodeURIComponent(id)}`, {
    headers: { authorization: `Bearer ${await accessToken()}` },
  })
  if (response.status === 404 || response.status === 400) throw new SpotifyError(404, 'Spotify has no album with that link.')
  if (!response.ok) throw new SpotifyError(502, `Spotify could not be reached (${response.status}). Please try again later.`)
  const album = await json<SpotifyAlbum>(response)
  const widest = [...(album.images ?? [])].sort((a, b) => (b.width ?? 0) - (a.width ?? 0))[0]
  return {
    title: storableName(album.name),
    artistName: storableName(album.artists?.map((artist) => artist.name).filter(Boolean).join(', ')),
    // A cover the album could not be saved with is no cover.
    coverImageUrl: widest?.url && imageUrlSchema.safeParse(widest.url).success ? widest.url : null,
    spotifyUrl: album.external_urls?.spotify ?? spotifyAlbumUrl(id),
    releaseDate: releaseDateToIso(album.release_date),
  }
}
