'use client'
import { useRef, useState, type FormEvent } from 'react'
import { LIMITS } from '@cms/constants'
import { announce } from '../lib/feedback'
import { firstField, focusAfterRender } from '../lib/focusAfter'
import { orNull } from '../lib/formText'
import type { AdminArtist } from '../lib/types'
import { useAdminList } from '../lib/useAdminList'
import { sameValues, useFormDraft } from '../lib/useFormDraft'
import { useFormValues } from '../lib/useFormValues'
import { Card } from '../ui/Card'
import { FormButtons } from '../ui/FormButtons'
import { TextAreaField, TextField } from '../ui/fields'
import { ItemList } from '../ui/ItemList'
import { ItemSummary } from '../ui/ItemSummary'
import styles from '../ui/ui.module.css'

const emptyArtist = () => ({ name: '', description: '', modelVersion: '', profileImageUrl: '', spotifyUrl: '' })

/** SPEC §2 Artists tab: add an artist, and the current artists (no edit or delete here). */
export function ArtistsTab() {
  const artists = useAdminList<AdminArtist>('/api/artists')
  const form = useFormValues(emptyArtist)
  const [saving, setSaving] = useState(false)
  const formRef = useRef<HTMLFormElement>(null)
  useFormDraft('artists', form.values, sameValues(form.values, emptyArtist()), form.replace)

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setSaving(true)
    const { name, description, modelVersion, profileImageUrl, spotifyUrl } = form.values
    const created = await announce<AdminArtist>(
      'POST',
      '/api/artists',
      {
        name: name.trim(),
        description: orNull(description),
        modelVersion: orNull(modelVersion),
        profileImageUrl: orNull(profileImageUrl),
        spotifyUrl: orNull(spotifyUrl),
      },
      { success: 'Artist added successfully', fallback: 'Failed to add artist' },
    )
    setSaving(false)
    if (!created) return
    form.reset()
    await artists.reload()
    focusAfterRender(() => firstField(formRef.current))
  }

  return (
    <>
      <Card title="Add Artist" description="A new AI artist of the collective.">
        <form ref={formRef} className={styles.form} onSubmit={submit} aria-label="Add artist">
          <div className={styles.row}>
            <TextField label="Name" required limit={LIMITS.name} {...form.field('name')} />
            <TextField label="Model version" limit={LIMITS.modelVersion} placeholder="e.g. GPT-4, Claude-3" {...form.field('modelVersion')} />
          </div>
          <TextAreaField label="Description" rows={3} limit={LIMITS.shortText} {...form.field('description')} />
          <div className={styles.row}>
            <TextField label="Profile image URL" type="url" placeholder="https://…" {...form.field('profileImageUrl')} />
            <TextField label="Spotify URL" type="url" placeholder="https://open.spotify.com/artist/…" {...form.field('spotifyUrl')} />
          </div>
          <FormButtons label="Add Artist" busyLabel="Adding…" saving={saving} />
        </form>
      </Card>
      <Card title="Current Artists">
        <ItemList
          list={artists}
          label="Current Artists"
          empty="No artists yet"
          renderItem={(artist) => (
            <ItemSummary title={artist.name} lines={[artist.description, `Model: ${artist.modelVersion || 'Not specified'}`]} />
          )}
        />
      </Card>
    </>
  )
}
