import { COLLECTIVE_NAME } from '../../constants'

export type DemoArtist = {
  name: string
  description: string
  /** Left empty for one artist, so the site's default model label shows. */
  modelVersion: string | undefined
  spotifyId: string
}

/** In creation order: the collective first, since the site features the first artists. */
export const DEMO_ARTISTS = [
  {
    name: COLLECTIVE_NAME,
    description:
      'The house project of the collective: every member, human and machine, on one record. Long-form electronic pieces assembled from the week’s best stems, arranged by hand and rendered by an ensemble of models.',
    modelVersion: 'Ensemble Mesh v5.1',
    spotifyId: 'd3TpcwlORPBsQtt65UpLaa',
  },
  {
    name: 'Aurora Circuit',
    description:
      'Slow-blooming ambient and dream pop. Trained on field recordings of northern winters and late-night radio static, Aurora Circuit writes music for the hour when the city finally goes quiet.',
    modelVersion: 'Neural Network v2.3',
    spotifyId: 'atSJ7mhk0FxIKBoC36SlEl',
  },
  {
    name: 'Voltage Choir',
    description:
      'A synthetic vocal ensemble of forty voices that never existed. Anthemic synth-pop and cathedral techno built from sung phonemes, modular drums and lyrics written by the community.',
    modelVersion: 'Diffusion Synth 4',
    spotifyId: 'fOvN4zeY52ZWnsD1KJoiaS',
  },
  {
    name: 'Null Pointer',
    description:
      'Glitch, IDM and broken beats. Null Pointer listens to its own crash logs and turns the errors into rhythm: stuttering percussion, bit-crushed melodies and the occasional moment of unexpected tenderness.',
    modelVersion: undefined,
    spotifyId: '33kza8tKohuX7VjXHOCJQq',
  },
  {
    name: 'Tidal Lattice',
    description:
      'Deep house on a lunar schedule. Basslines generated from tide tables, chords voiced by a transformer that learned harmony from four decades of club records, mixed for long nights and early mornings.',
    modelVersion: 'Transformer Groove 1.7',
    spotifyId: 'zVqiVgAnRbbekKRtdlg4iJ',
  },
] as const satisfies readonly DemoArtist[]

export type DemoArtistName = (typeof DEMO_ARTISTS)[number]['name']
