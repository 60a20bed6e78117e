'use client'
import { Button } from '@payloadcms/ui'
import { formatDate } from '@site/lib/catalogue/dates'
import { DEFAULT_COVER } from '@site/lib/catalogue/defaults'
import { sendJson } from '@site/lib/postJson'
import { useEffect, useRef, useState, type KeyboardEvent } from 'react'
import { spotifyAlbumId } from '@cms/lib/spotify/albumLink'
import { notice, notifyFailure, notifySuccess } from '../lib/feedback'
import type { AdminArtist } from '../lib/types'
import { TextField } from '../ui/fields'
import ui from '../ui/ui.module.css'
import { importAlbum, type ExtractedAlbum, type ImportedValues } from './importedAlbum'
import styles from './SpotifyImportBox.module.css'

type Props = {
  /** The artists to match against; null while they load. */
  artists: readonly AdminArtist[] | null
  /** Fills the album form the box sits beside. */
  onImport: (values: ImportedValues) => void
}

const EXTRACTION_FALLBACK = 'Could not extract album information. Please check the URL and try again.'

/**
 * SPEC §4 Spotify import box: empty -> extracting -> extracted (review) -> 'Import This Album',
 * which fills the album form and empties the box. Serves the panel's Albums tab and Payload's own
 * album edit view alike.
 */
export function SpotifyImportBox({ artists, onImport }: Props) {
  const [url, setUrl] = useState('')
  const [extracting, setExtracting] = useState(false)
  const [album, setAlbum] = useState<ExtractedAlbum | null>(null)
  const review = useRef<HTMLDivElement>(null)
  // The Extract button is disabled while it works, which drops the focus: it goes on to what was
  // extracted, for the admin to review and import.
  useEffect(() => {
    if (album) review.current?.focus()
  }, [album])

  const extract = async () => {
    if (!url.trim()) return notice.error('Missing URL', { description: 'Please enter a Spotify album URL' })
    if (!spotifyAlbumId(url)) return notice.error('Invalid URL', { description: 'Please enter a valid Spotify album URL' })
    setExtracting(true)
    const result = await sendJson<{ albumData: ExtractedAlbum }>('POST', '/api/spotify/extract-info', { spotifyUrl: url.trim() }, EXTRACTION_FALLBACK)
    setExtracting(false)
    if (!result.ok) return notifyFailure(result, EXTRACTION_FALLBACK, 'Extraction Failed')
    setAlbum(result.body.albumData)
    notifySuccess('Album Info Extracted', 'Review the information below and click Import to add the album')
  }

  const extractOnEnter = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return
    event.preventDefault()
    void extract()
  }

  const clear = () => {
    setAlbum(null)
    setUrl('')
  }

  const importIt = () => {
    if (!album) return
    const outcome = importAlbum(album, artists ?? [])
    if (outcome.kind === 'no-base-artist') {
      return notice.error('Import Error', { description: 'No default artist found. Please create artists first or import manually.' })
    }
    onImport(outcome.values)
    clear()
    if (outcome.kind === 'base-artist') {
      notice.warning('Artist Not Found', {
        description: `"${album.artistName}" is not one of our artists, so the album is credited to the collective with ${album.artistName} as featured artist.`,
      })
    } else {
      notifySuccess('Album Imported', 'Check the album form below, then save it.')
    }
  }

  return (
    <section className={styles.box} aria-labelledby="spotify-import-title">
      <h3 id="spotify-import-title" className={styles.title}>
        Import from Spotify
      </h3>
      {/* Not a <form>: in Payload's edit view the box sits inside the document's own form. */}
      <div className={styles.row}>
        <TextField
          label="Spotify album URL"
          placeholder="https://open.spotify.com/album/…"
          value={url}
          onChange={(event) => setUrl(event.target.value)}
          onKeyDown={extractOnEnter}
          disabled={extracting}
        />
        <Button buttonStyle="secondary" onClick={() => void extract()} disabled={extracting || artists === null}>
          {extracting ? 'Extracting…' : 'Extract'}
        </Button>
      </div>
      {extracting && (
        <p className={ui.muted} role="status">
          Asking Spotify about this album…
        </p>
      )}
      {album && (
        <div className={styles.review} role="group" aria-label="Extracted album" tabIndex={-1} ref={review}>
          {/* The cover comes from Spotify's image host or our default; the admin is exempt from next/image. */}
          <img className={styles.cover} src={album.coverImageUrl || DEFAULT_COVER} alt={`Cover of ${album.title}`} width={96} height={96} />
          <dl className={ui.facts}>
            <dt>Title</dt>
            <dd>{album.title}</dd>
            <dt>Artist</dt>
            <dd>{album.artistName}</dd>
            <dt>Release date</dt>
            <dd>{formatDate(album.releaseDate, 'UTC') ?? 'No date'}</dd>
          </dl>
          <div className={ui.buttons}>
            <Button buttonStyle="primary" onClick={importIt}>
              Import This Album
            </Button>
            <Button buttonStyle="secondary" onClick={clear}>
              Discard
            </Button>
          </div>
        </div>
      )}
    </section>
  )
}
