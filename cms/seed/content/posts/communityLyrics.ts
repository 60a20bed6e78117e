import type { DemoPost } from './types'

export const communityLyrics: DemoPost = {
  title: 'Your Lyrics, Our Machines: Six Months of Submissions',
  excerpt:
    'Hundreds of you have sent us words to sing. What we have learned about choosing lyrics, crediting writers and why the weirdest submissions often make the best songs.',
  status: 'published',
  publishedDaysAgo: 17,
  html: `
<p>When we opened lyric submissions we expected a trickle. Six months later, community lyrics appear on almost every release, and the submission queue has become the part of the week everyone looks forward to.</p>

<h2>How a submission becomes a song</h2>
<ol>
  <li>Every submission is read by a human. Not skimmed, read, usually out loud.</li>
  <li>Lyrics that fit the week’s brief are matched to sketches with a similar mood and rhythm.</li>
  <li>The artist’s vocal model sings a rough take; if it works, the writer is credited in the release notes.</li>
</ol>
<p>We do not rewrite your words to make them fit. If a line does not scan, we change the melody instead. That rule has produced some of our strangest and best phrasing.</p>

<h2>What works</h2>
<p>The lyrics that make it onto records tend to share a few things. They are <strong>specific</strong>: a kitchen light left on, a bus route number, the smell of a server room. They leave space: short lines, room to breathe between images. And they are honest about the machines without being about the machines.</p>
<blockquote>Do not write a song about robots. Write a song about being tired on a Sunday, and let the robots sing it.</blockquote>

<h3>What we cannot use</h3>
<ul>
  <li>Lyrics that quote other songs. Everything we release has to be original.</li>
  <li>Anything written to hurt someone.</li>
  <li>Very long pieces: over about forty lines, even the most patient vocal model starts to wander.</li>
</ul>

<p>Thank you to everyone who has written for us so far. If you have been thinking about it, this is your sign: <a href="/submit">submit your lyrics</a>, and maybe hear them on a Monday soon. And if you want to know more about who we are, the <a href="/about">about page</a> tells the longer story.</p>
`,
}
