'use client'

import { LIMITS } from '@cms/constants'
import { UNAUTHORISED_REDIRECT_MS } from '../../lib/forms/delays'
import { formPayload } from '../../lib/forms/formPayload'
import { lyricsFailure, TOASTS } from '../../lib/forms/toasts'
import { useJsonForm } from '../JsonForm/useJsonForm'
import { ButtonLink } from '../Button/Button'
import { CheckboxField } from '../FormField/CheckboxField'
import { FieldRow } from '../FormField/FieldRow'
import { FormField } from '../FormField/FormField'
import { SelectField } from '../FormField/SelectField'
import { TextAreaField } from '../FormField/TextAreaField'
import { JsonForm } from '../JsonForm/JsonForm'
import { SentPanel } from '../SuccessPanel/SentPanel'
import { toast } from '../Toast/toast'
import { GENRE_OPTIONS } from './genreOptions'

type Props = { defaultName: string; defaultEmail: string }

/**
 * The signed-in writer's lyric submission, to POST /api/lyric-submissions. No title field: the
 * server names the song after its first line.
 */
export function LyricsForm({ defaultName, defaultEmail }: Props) {
  const form = useJsonForm({
    loadSchema: () => import('@cms/schemas/lyricSubmission').then((module) => module.lyricSubmissionSchema),
    endpoint: '/api/lyric-submissions',
    payload: (data) => formPayload(data, ['terms']),
    onSent: () => {
      void toast(TOASTS.lyricsSent)
    },
    onFailed: (failure) => {
      const { toast: message, redirectTo } = lyricsFailure(failure)
      const shown = toast(message)
      if (!redirectTo) return
      // The delay starts once the toast shows, so the visitor reads why they are leaving.
      void shown.then(() => window.setTimeout(() => window.location.assign(redirectTo), UNAUTHORISED_REDIRECT_MS))
      return 'leaving'
    },
  })

  const success = (
    <SentPanel
      title="Submission Successful!"
      again="Submit More Lyrics"
      onAgain={form.again}
      more={
        <ButtonLink href="/albums" $variant="secondary">
          Explore Albums
        </ButtonLink>
      }
    >
      Thank you for sharing your words. We read every submission, and yours may shape one of our upcoming Monday releases.
    </SentPanel>
  )

  return (
    <JsonForm label="Submit lyrics" submitLabel="Submit Lyrics" pendingLabel="Submitting..." form={form} success={success}>
      <FieldRow>
        <FormField label="Name" autoComplete="given-name" defaultValue={defaultName} {...form.field('name')} />
        <FormField label="Email" type="email" autoComplete="email" inputMode="email" defaultValue={defaultEmail} {...form.field('email')} />
      </FieldRow>
      <SelectField label="Preferred Genre" optional options={GENRE_OPTIONS} defaultValue="" {...form.field('genre')} />
      <TextAreaField
        label="Lyrics"
        rows={12}
        placeholder={`Write or paste your lyrics here (minimum ${LIMITS.lyricsMin} characters)`}
        {...form.field('lyrics')}
      />
      <TextAreaField
        label="Additional Notes"
        optional
        rows={4}
        placeholder="The mood, the story behind the words, a tempo you hear…"
        {...form.field('notes')}
      />
      <CheckboxField {...form.field('terms')}>
        I agree that my submitted lyrics may be used in AI-generated compositions for Machine Soul’s releases.
      </CheckboxField>
    </JsonForm>
  )
}
