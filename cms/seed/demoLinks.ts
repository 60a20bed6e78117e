import { slugify } from '../lib/slug'

/** Where the generated demo art is served from: site/public/demo/..., made by images/generate.ts. */
export const demoImageUrl = {
  cover: (albumTitle: string) => `/demo/covers/${slugify(albumTitle)}.webp`,
  artist: (artistName: string) => `/demo/artists/${slugify(artistName)}.webp`,
  blog: (postTitle: string) => `/demo/blog/${slugify(postTitle)}.webp`,
}

export const spotifyUrl = (kind: 'album' | 'artist', id: string) => `https://open.spotify.com/${kind}/${id}`
