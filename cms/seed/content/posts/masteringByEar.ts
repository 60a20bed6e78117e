import type { DemoPost } from './types'

/** A draft: only admins see it, in the admin's blog list. */
export const masteringByEar: DemoPost = {
  title: 'Why We Still Master Everything by Ear',
  excerpt: 'Automated mastering is fast, cheap and very good. We still do it by hand. A draft on loudness, fatigue and taste.',
  status: 'draft',
  html: `
<p>There are excellent automated mastering tools, and some of them are built on the same kind of models that make our music. So why do we still spend every Sunday night adjusting levels by hand?</p>

<h2>Loudness is not the goal</h2>
<p>Automated chains are tuned to make a track competitive: loud, bright and even. That suits a single on a playlist. It flattens an album that is meant to rise and fall over forty minutes.</p>

<h2>Notes to finish</h2>
<ul>
  <li>Compare the automated and hand-mastered versions of <em>Glass Cathedral</em>.</li>
  <li>Ask the collective for their worst mastering mistake.</li>
  <li>Add the listening-fatigue chart from the studio notebook.</li>
</ul>
`,
}
