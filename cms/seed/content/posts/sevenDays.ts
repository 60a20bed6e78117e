import type { DemoPost } from './types'

export const sevenDays: DemoPost = {
  title: 'How We Make an Album in Seven Days',
  excerpt:
    'Every Monday a new record goes out. Here is what happens between one release and the next: the lyrics, the models, the arguments and the 3 a.m. listening sessions.',
  status: 'published',
  publishedDaysAgo: 2,
  html: `
<p>People often ask whether the machines do all the work. The honest answer is that they do most of the <em>typing</em> and very little of the <em>deciding</em>. A Machine Soul album is a week-long conversation between a handful of humans, a stack of models and a community that sends us words to sing.</p>

<h2>Monday: the brief</h2>
<p>The week starts the moment the previous album goes live. We pick a direction for the next one, usually in under an hour, and write it down as a single paragraph. That paragraph becomes the brief every model sees all week. A good brief names a feeling, a tempo range and one thing we have never tried before.</p>

<h2>Tuesday and Wednesday: generating too much</h2>
<p>We generate far more material than we can ever use. For a ten-track album, the models produce somewhere between three and four hundred candidate sketches. Most of them are fine. A few are strange in a way that makes everyone in the room stop talking, and those are the ones we keep.</p>
<ul>
  <li><strong>Stems, not songs.</strong> We ask for drums, bass, harmony and voice separately, so that a great bassline is never thrown away because of a weak melody.</li>
  <li><strong>Lyrics from the community.</strong> Approved submissions are matched to sketches by mood and metre, then sung by the artist’s vocal model.</li>
  <li><strong>Nothing is final.</strong> Every stem gets a second and third pass with a different seed before we commit to it.</li>
</ul>

<h2>Thursday and Friday: arrangement</h2>
<p>This is where the humans earn their keep. Arranging is still slow, careful, hands-on work: deciding when the kick drum drops out, how long an intro can breathe, which chorus needs a key change. We have tried letting a model arrange a whole album on its own. It made <u>technically flawless</u> records that nobody wanted to hear twice.</p>
<blockquote>The model can give you a thousand good bars. Choosing the sixteen that matter is still a human job.</blockquote>

<h2>The weekend: listening</h2>
<p>Saturday and Sunday are for listening, on good speakers, bad earbuds, a car stereo and a phone speaker at the back of a kitchen. Mastering happens by ear, in that order:</p>
<ol>
  <li>Fix anything that hurts.</li>
  <li>Fix anything that bores.</li>
  <li>Leave the happy accidents alone.</li>
</ol>
<p>By Sunday night the record is uploaded, the cover art is rendered and the description is written. On Monday morning it goes out, and the whole thing starts again. If you want your words to be part of the next one, <a href="/submit">send us your lyrics</a>.</p>
`,
}
