import { GENRES } from '@cms/constants'
import type { SelectOption } from '../FormField/SelectField'

/** SPEC §2: the seven genres, after an empty choice (no preference) that the server stores as none. */
export const GENRE_OPTIONS: readonly SelectOption[] = [
  { value: '', label: 'No preference' },
  ...GENRES.map((genre) => ({ value: genre, label: genre.charAt(0).toUpperCase() + genre.slice(1) })),
]
