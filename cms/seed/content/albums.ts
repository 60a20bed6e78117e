import type { DemoArtistName } from './artists'

export type DemoAlbum = {
  title: string
  artist: DemoArtistName
  /** Off for one album, so the site's default featured-artist label shows. */
  creditArtist?: false
  description: string
  spotifyId: string
}

/** Newest first: the first album is released on the latest Monday, each next one a week earlier. */
export const DEMO_ALBUMS: readonly DemoAlbum[] = [
  {
    title: 'Signals from the Quiet Hour',
    artist: 'Aurora Circuit',
    description:
      'Nine pieces built around a single detuned piano loop that the model refused to let go of. Snow-muffled pads, distant shortwave voices and a closing track that fades for almost four minutes.',
    spotifyId: 'IWz0hGuz0wb1UxevzbmHWI',
  },
  {
    title: 'Overclocked Hearts',
    artist: 'Voltage Choir',
    description:
      'The choir’s most direct record yet: big-room synth-pop with forty synthetic voices singing community lyrics about love in the age of push notifications. Four-on-the-floor, hands in the air.',
    spotifyId: 'b6TZwPygfhNisoEQVF8TNq',
  },
  {
    title: 'Segfault Lullabies',
    artist: 'Null Pointer',
    description:
      'Soft music made from hard crashes. Every rhythm on this album started life as a stack trace, slowed down until the errors started to sound like music boxes.',
    spotifyId: 'ZrZn6B2zWUvmPOj8HS8rJf',
  },
  {
    title: 'Tidewater Protocol',
    artist: 'Tidal Lattice',
    description:
      'Six long deep-house cuts, each tempo locked to a real tide table from a different harbour. Rolling basslines, warm Rhodes chords and percussion that breathes in and out with the moon.',
    spotifyId: '0NzC8WaKyKU0vIJjMsYZk4',
  },
  {
    title: 'Weights and Measures',
    artist: 'Machine Soul Collective',
    creditArtist: false,
    description:
      'A collective album about how machines learn what matters. Every member contributed one stem; the ensemble model wove them into a forty-minute suite that moves from minimal techno to orchestral ambient.',
    spotifyId: 'MXUxsFPzAzLx7WKAhEQ8eR',
  },
  {
    title: 'Glass Cathedral',
    artist: 'Voltage Choir',
    description:
      'Sacred-music structures meet warehouse techno. Plainchant-style melodies generated from submitted lyrics, layered over pounding kick drums and reverb tails the size of a nave.',
    spotifyId: 'OlxHz3HRgDBz38FJnCXpUL',
  },
  {
    title: 'Latent Space Motel',
    artist: 'Aurora Circuit',
    description:
      'A concept album about checking into the spaces between memories. Hazy dream pop, tape-warped guitars and a vocal model trained to sound like it is singing from the next room.',
    spotifyId: 'kk8svOVjf8dHat0LAJsXwJ',
  },
  {
    title: 'Stack Trace Summer',
    artist: 'Null Pointer',
    description:
      'Null Pointer goes outside. Bright, bouncy IDM with sun-bleached synth leads, chopped breakbeats and a surprising amount of steel drum, all generated during a record heatwave.',
    spotifyId: 'wiZFNCp0EXKt2hA0neP3oh',
  },
  {
    title: 'Low Tide Telemetry',
    artist: 'Tidal Lattice',
    description:
      'The first Tidal Lattice record: dub-heavy house sketches built from buoy sensor data, with chords that shift every time the water level crosses a threshold.',
    spotifyId: 'pHNOUnQMUPV369Idvg1fyU',
  },
  {
    title: 'Choir of Small Machines',
    artist: 'Voltage Choir',
    description:
      'Forty synthetic voices scaled down to a whisper: lullabies for servers, sung over hand-played kalimba and the hum of a cooling fan, from lyrics by three listeners.',
    spotifyId: 'Vq7LmN2pXc9RtYb4KdEw1s',
  },
  {
    title: 'Antiphon for Dial Tones',
    artist: 'Voltage Choir',
    description:
      'Call and response between the choir and a 1990s modem. Gospel harmonies, breakbeats and the warm crackle of a line that is always about to connect.',
    spotifyId: 'Kd3FhT8wQz1NcVu6JpRa5m',
  },
  {
    title: 'First Light in the Server Room',
    artist: 'Machine Soul Collective',
    description:
      'Ambient recordings made at dawn in a real data centre: fan hum, drive clicks and cooling pumps, re-voiced by the ensemble into slow chords and gentle pulses.',
    spotifyId: 'pEG7hrm8ze1XGk6a0qMs5T',
  },
  {
    title: 'Chrome Psalms',
    artist: 'Voltage Choir',
    description:
      'Where the choir began: eight hymns for synthesizer and voice, sung in a language the model invented, with lyrics translated from the first community submissions.',
    spotifyId: 'HHIi37dP2zYcrYWW9lxODr',
  },
  {
    title: 'Hello, World (Extended Mix)',
    artist: 'Machine Soul Collective',
    description:
      'The very first Monday release. Rough, joyful and a little naive: synthwave arpeggios, drum machines and the sound of a collective figuring out what it wants to be.',
    spotifyId: 'Zv1OsrCUnk7CEVJsBBeFpq',
  },
]
