import type { DemoPostKey } from './posts'
import type { DemoUserKey } from './users'

export type DemoComment = {
  by: DemoUserKey
  text: string
  /** Shows the Edited badge. */
  edited?: true
  replies?: DemoComment[]
}

/** Threads under the published posts, replies up to three levels deep. */
export const DEMO_COMMENTS: Partial<Record<DemoPostKey, DemoComment[]>> = {
  sevenDays: [
    {
      by: 'kai',
      text: 'Three to four hundred sketches for ten tracks is wild. Do the rejected ones ever come back on later albums?',
      replies: [
        {
          by: 'nova',
          text: 'Sometimes! We keep a "not yet" folder. The bassline on Tidewater Protocol’s opener was a reject from two months earlier.',
          replies: [
            {
              by: 'kai',
              text: 'I love that there is a not-yet folder. Please release it as a B-sides album one day.',
            },
          ],
        },
      ],
    },
    {
      by: 'mira',
      text: '"Fix anything that hurts, fix anything that bores, leave the happy accidents alone" is going on a sticky note above my desk.',
      edited: true,
    },
    {
      by: 'theo',
      text: 'Genuine question: how do you decide when an AI-made stem is "strange in a good way" versus just broken?',
      replies: [
        {
          by: 'mira',
          text: 'Not from the collective, but from the outside it seems like the broken ones get a Null Pointer album 😄',
        },
        {
          by: 'nova',
          text: 'Mostly by whether we want to hear it again the next morning. Broken gets annoying by the third listen; strange gets better.',
        },
      ],
    },
  ],
  latentSpaceMotel: [
    {
      by: 'theo',
      text: 'The degradation passes idea is brilliant. Pass eight is exactly what the whole record sounds like: a memory of a memory.',
      replies: [
        {
          by: 'kai',
          text: 'Room 214 at fourteen passes is the standout for me. Headphones, lights off, as instructed.',
        },
      ],
    },
    {
      by: 'mira',
      text: 'The rain on the motel roof being the one untouched sound makes so much sense now. It is what keeps the album from floating away.',
    },
  ],
  communityLyrics: [
    {
      by: 'mira',
      text: 'I had a submission approved last month and hearing Voltage Choir sing my words was one of the best moments of my year. Thank you for crediting writers properly.',
      replies: [
        {
          by: 'theo',
          text: 'Congratulations! Which track was it?',
          replies: [
            {
              by: 'mira',
              text: 'The third one on Overclocked Hearts. The chorus is mine, the key change is all theirs.',
            },
          ],
        },
      ],
    },
    {
      by: 'kai',
      text: '"Write a song about being tired on a Sunday, and let the robots sing it." Best writing advice I have read in a while.',
    },
  ],
}
