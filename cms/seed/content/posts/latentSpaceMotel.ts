import type { DemoPost } from './types'

export const latentSpaceMotel: DemoPost = {
  title: 'Inside Latent Space Motel: Notes on Sampling Memory',
  excerpt:
    'Aurora Circuit’s hazy concept album was built from half-remembered sounds. A look at how we taught a model to forget on purpose.',
  status: 'published',
  publishedDaysAgo: 9,
  html: `
<p><strong>Latent Space Motel</strong> started with a question from a listener: what does a memory sound like when you can only remember the feeling of it? Aurora Circuit spent the week trying to answer, and the result is the blurriest, warmest record in our catalogue.</p>

<h2>Forgetting on purpose</h2>
<p>Generative models are very good at remembering. Ask for a guitar and you get a clean, confident, slightly generic guitar. For this album we wanted the opposite, so every stem went through a process we started calling <em>degradation passes</em>: the audio was encoded, nudged a little in the model’s latent space and decoded again, over and over, until the details softened.</p>
<p>After about six passes a piano stops sounding like a piano and starts sounding like a piano you heard through a wall in 1998. After twelve it is mostly atmosphere. Most of the album lives somewhere around pass eight.</p>

<h3>What survived</h3>
<ul>
  <li>The tape-warped guitar on <em>Room 214</em>, which went through fourteen passes and somehow came out sharper.</li>
  <li>The vocal model singing “from the next room”, achieved by training on recordings made through closed doors.</li>
  <li>A single field recording of rain on a motel roof, left untouched as an anchor for the ear.</li>
</ul>

<h2>Why it sounds familiar</h2>
<p>Several of you wrote to say the album reminds you of something you cannot place. That is the point, and also a little unsettling. None of the sounds are sampled from existing records; the familiarity comes from how the degradation strips away everything specific and leaves only the shape of a genre.</p>
<blockquote>It sounds like a song you loved once, in a city you have never visited.</blockquote>
<p>If you have not heard it yet, <a href="/albums">find it in the album collection</a> and listen at night, quietly, with the lights off. We will not tell anyone.</p>
`,
}
