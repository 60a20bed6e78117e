import { userIsAdmin } from '@cms/access/roles'
import { spotifyAlbumId } from '@cms/lib/spotify/albumLink'
import { fetchSpotifyAlbum, SpotifyError } from '@cms/lib/spotify/client'
import { spotifyExtractSchema } from '@cms/schemas/catalogue'
import { route } from '../../handler'
import { HttpError, json, parseBody } from '../../http'
import { requireUser } from '../../request'

// SPEC §7: this row answers failures with an `error` field (message is kept for our other clients).
const failure = (status: number, error: string) => json({ error, message: error }, status)

const SPOTIFY_ID_LENGTH = 22

const extract = route(async ({ request, req }) => {
  if (!userIsAdmin(requireUser(req))) throw new HttpError(403, 'Only admins can import albums from Spotify.')
  const { spotifyUrl } = await parseBody(request, spotifyExtractSchema)
  if (!spotifyUrl?.trim()) return failure(400, 'Please enter a Spotify album URL')
  const id = spotifyAlbumId(spotifyUrl)
  // Spotify's ids are 22 characters: a longer one names no album, and a very long one made
  // Spotify refuse the address (431), which came back as a 502.
  if (!id || id.length > SPOTIFY_ID_LENGTH) return failure(400, 'Please enter a valid Spotify album URL')
  try {
    return json({ albumData: await fetchSpotifyAlbum(id) })
  } catch (error) {
    if (error instanceof SpotifyError) return failure(error.status, error.message)
    throw error
  }
})

/**
 * POST /api/spotify/extract-info `{ spotifyUrl }` (admins): the album's details from Spotify. Every
 * refusal carries `error`, those of the shared steps (sign-in, origin, body) too.
 */
export async function POST(request: Request): Promise<Response> {
  const response = await extract(request)
  if (response.ok) return response
  const body = (await response.json()) as { error?: string; message: string }
  return failure(response.status, body.error ?? body.message)
}
