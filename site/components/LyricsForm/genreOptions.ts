import { GENRES } from '@cms/constants'
import { optionLabel } from '@cms/lib/optionLabel'
import type { SelectOption } from '../FormField/SelectField'

/** SPEC §2: the seven genres, after an empty choice (no preference) that the server stores as none. */
export const GENRE_OPTIONS: readonly SelectOption[] = [
  { value: '', label: 'No preference' },
  ...GENRES.map((genre) => ({ value: genre, label: optionLabel(genre) })),
]
