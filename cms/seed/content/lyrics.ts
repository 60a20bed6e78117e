import type { LyricSubmission } from '../../payload-types'
import type { DemoUserKey } from './users'

export type DemoLyrics = Pick<LyricSubmission, 'title' | 'lyrics' | 'genre' | 'notes' | 'status'> & { by: DemoUserKey }

/** One submission in each review state, so the home page and admin list show every badge. */
export const DEMO_LYRICS: readonly DemoLyrics[] = [
  {
    by: 'mira',
    title: 'Kitchen Light',
    genre: 'ambient',
    status: 'approved',
    notes: 'Written at 2 a.m. after a long shift. Slow, please.',
    lyrics: `Somebody left the kitchen light on
humming like a fridge that learned to pray
I count the tiles until the morning
and the morning counts me back the other way

Leave it on, leave it on
someone might be coming home`,
  },
  {
    by: 'mira',
    title: 'Night Bus 47',
    genre: 'synthwave',
    status: 'pending',
    notes: null,
    lyrics: `Window fogged, I draw a city
that the driver cannot see
every stop a little station
broadcasting you back to me

Night bus forty-seven
carry me the long way round`,
  },
  {
    by: 'mira',
    title: 'Loading Bar',
    genre: 'electronic',
    status: 'rejected',
    notes: 'A bit of a joke, but maybe Null Pointer would like it?',
    lyrics: `Ninety-nine percent of me is ready
one percent is still deciding
spinning wheel inside my chest
please do not turn off your heart while updating`,
  },
]
