'use client'
import { Button } from '@payloadcms/ui'
import { COLLECTIVE_NAME, LIMITS } from '@cms/constants'
import { formatDate } from '@site/lib/catalogue/dates'
import { useRef, useState, type FormEvent } from 'react'
import { announce } from '../lib/feedback'
import { firstField, focusAfterRender, rowControl } from '../lib/focusAfter'
import { momentLabel } from '../lib/moment'
import type { AdminAlbum, AdminArtist } from '../lib/types'
import { useAdminList } from '../lib/useAdminList'
import { sameValues, useFormDraft } from '../lib/useFormDraft'
import { useFormValues } from '../lib/useFormValues'
import { SpotifyImportBox } from '../SpotifyImport/SpotifyImportBox'
import type { ImportedValues } from '../SpotifyImport/importedAlbum'
import { Card } from '../ui/Card'
import { FormButtons } from '../ui/FormButtons'
import { CheckboxField, DayField, SelectField, TextAreaField, TextField } from '../ui/fields'
import { ItemList } from '../ui/ItemList'
import { ItemSummary } from '../ui/ItemSummary'
import styles from '../ui/ui.module.css'
import { Badge } from '../ui/Badge'
import { albumBody, albumToForm, emptyAlbum, isScheduled, nextMonday } from './albumForm'

const LIST = 'Current Albums'

/** SPEC §2 Albums tab: the Spotify import box, the add/edit album form and the current albums. */
export function AlbumsTab() {
  const albums = useAdminList<AdminAlbum>('/api/albums')
  const artists = useAdminList<AdminArtist>('/api/artists')
  const form = useFormValues(emptyAlbum)
  const [editing, setEditing] = useState<AdminAlbum | null>(null)
  const [saving, setSaving] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  useFormDraft('albums', { values: form.values, editing }, !editing && sameValues(form.values, emptyAlbum()), (draft) => {
    form.replace(draft.values)
    setEditing(draft.editing)
  })

  const toCreateMode = () => {
    setEditing(null)
    form.reset()
  }

  const cancel = () => {
    toCreateMode()
    if (editing) focusAfterRender(() => rowControl(LIST, editing.id))
  }

  const edit = (album: AdminAlbum) => {
    setEditing(album)
    form.replace(albumToForm(album))
    formRef.current?.scrollIntoView({ block: 'start' })
    formRef.current?.querySelector('input')?.focus({ preventScroll: true })
  }

  // The filled form is what to check next: the keyboard goes on at its first field, the title.
  const fillFromImport = (values: ImportedValues) => {
    form.replace((current) => ({ ...current, ...values, artistId: String(values.artistId), releaseDate: values.releaseDate || current.releaseDate }))
    focusAfterRender(() => firstField(formRef.current))
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setSaving(true)
    const saved = await announce<AdminAlbum>(
      editing ? 'PUT' : 'POST',
      editing ? `/api/albums/${editing.id}` : '/api/albums',
      albumBody(form.values, new Date(), editing ?? undefined),
      { success: editing ? 'Album updated successfully' : 'Album added successfully', fallback: 'Failed to save album' },
    )
    setSaving(false)
    if (!saved) return
    toCreateMode()
    await albums.reload()
    // Back to the album's row after an edit; to a fresh form after an addition.
    focusAfterRender(() => (editing ? rowControl(LIST, editing.id) : firstField(formRef.current)))
  }

  const artistName = (album: AdminAlbum) =>
    artists.items?.find((artist) => artist.id === album.artistId)?.name ?? album.featuredArtist ?? 'Unknown Artist'

  return (
    <>
      <Card title={editing ? 'Edit Album' : 'Add Album'} description={editing ? `Editing “${editing.title}”.` : 'Import from Spotify, or fill the form by hand.'}>
        {!editing && <SpotifyImportBox artists={artists.items} onImport={fillFromImport} />}
        <form ref={formRef} className={styles.form} onSubmit={submit} aria-label={editing ? 'Edit album' : 'Add album'}>
          <div className={styles.row}>
            <TextField label="Title" required limit={LIMITS.title} {...form.field('title')} />
            <SelectField label="Artist" required {...form.field('artistId')}>
              <option value="">{artists.items ? 'Select an artist' : 'Loading artists…'}</option>
              {artists.items?.map((artist) => (
                <option key={artist.id} value={artist.id}>
                  {artist.name}
                </option>
              ))}
            </SelectField>
          </div>
          <div className={styles.row}>
            <TextField
              label="Featured artist"
              limit={LIMITS.featuredArtist}
              // SPEC §3: public pages credit this name, and group /artists by it; the artist above only pairs the album on a signed-in home.
              hint={`The name visitors see. Left empty, the album is credited to ${COLLECTIVE_NAME}.`}
              {...form.field('featuredArtist')}
            />
            <div className={styles.inline}>
              <DayField
                label="Release date"
                hint="Left empty, the album is released today. A later day schedules it: it goes live at 00:00 that day."
                {...form.field('releaseDate')}
              />
              <Button buttonStyle="secondary" size="small" onClick={() => form.set('releaseDate', nextMonday())}>
                Next Monday
              </Button>
            </div>
          </div>
          <TextAreaField label="Description" rows={3} limit={LIMITS.shortText} {...form.field('description')} />
          <div className={styles.row}>
            <TextField label="Cover image URL" placeholder="https://… or /path" {...form.field('coverImageUrl')} />
            <TextField label="Spotify URL" placeholder="https://open.spotify.com/album/…" {...form.field('spotifyUrl')} />
          </div>
          <CheckboxField label="Active (shown on the site)" {...form.check('isActive')} />
          <FormButtons label={editing ? 'Update Album' : 'Add Album'} busyLabel="Saving…" saving={saving} onCancel={editing ? cancel : undefined} />
        </form>
      </Card>
      <Card title={LIST}>
        <ItemList
          list={albums}
          label={LIST}
          empty="No albums yet"
          renderItem={(album) => (
            <ItemSummary
              title={album.title}
              // What keeps an album off the site: switched off, or not released yet.
              badge={!album.isActive ? <Badge tone="neutral">Inactive</Badge> : isScheduled(album) && <Badge tone="warning">Scheduled</Badge>}
              lines={[
                artistName(album),
                isScheduled(album) ? `Goes live ${momentLabel(album.releaseDate)}` : (formatDate(album.releaseDate) ?? 'No date'),
              ]}
              actions={
                <Button buttonStyle="secondary" size="small" onClick={() => edit(album)} aria-label={`Edit ${album.title}`}>
                  Edit
                </Button>
              }
            />
          )}
        />
      </Card>
    </>
  )
}
