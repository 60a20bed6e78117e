import { seededRandom } from './random'

/** deep background, second background, accent, highlight */
type Palette = readonly [string, string, string, string]

const PALETTES: readonly Palette[] = [
  ['#0f0c29', '#302b63', '#ff6ec7', '#7afcff'],
  ['#1a0b0b', '#5c1a1b', '#ff9f43', '#feca57'],
  ['#021b2b', '#0b4f6c', '#01baef', '#20bf55'],
  ['#12002b', '#3d0066', '#ff2a6d', '#05d9e8'],
  ['#0b132b', '#1c2541', '#6fffe9', '#5bc0be'],
  ['#111111', '#3a3a4a', '#d7d7e0', '#8e9aaf'],
  ['#041c1c', '#0d3b3b', '#7cff6b', '#b388ff'],
  ['#2b0f3a', '#a4376a', '#ffb86c', '#ffd6a5'],
]

type Canvas = {
  width: number
  height: number
  /** The shorter side, which shapes are scaled to. */
  size: number
  palette: Palette
  between: (min: number, max: number) => number
}

const round = (value: number) => Math.round(value * 10) / 10

/** Rings around a planet, a few moons on them. */
function orbits({ width, height, size, palette: [, , accent, highlight], between }: Canvas): string {
  const cx = round(width * between(0.35, 0.65))
  const cy = round(height * between(0.35, 0.65))
  const shapes = [`<circle cx="${cx}" cy="${cy}" r="${round(size * 0.08)}" fill="${highlight}"/>`]
  for (let ring = 0; ring < 6; ring++) {
    const r = round(size * (0.14 + ring * between(0.06, 0.09)))
    const dash = ring % 2 ? ` stroke-dasharray="${round(between(4, 20))} ${round(between(6, 16))}"` : ''
    shapes.push(
      `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${ring % 3 ? accent : highlight}" stroke-width="${round(between(1.5, 4))}" opacity="${round(between(0.4, 0.9))}"${dash}/>`,
    )
    if (ring % 2 === 0) {
      const angle = between(0, Math.PI * 2)
      shapes.push(
        `<circle cx="${round(cx + r * Math.cos(angle))}" cy="${round(cy + r * Math.sin(angle))}" r="${round(size * between(0.012, 0.025))}" fill="${highlight}"/>`,
      )
    }
  }
  return shapes.join('')
}

/** Stacked sine lines, like a spectrum drawn by hand. */
function waves({ width, height, palette: [, , accent, highlight], between }: Canvas): string {
  const lines = 14
  const frequency = between(1.5, 4) * ((Math.PI * 2) / width)
  const phaseStep = between(0.15, 0.45)
  const amplitude = height * between(0.04, 0.1)
  return Array.from({ length: lines }, (_, line) => {
    const baseY = height * (0.2 + (0.6 * line) / (lines - 1))
    const points = Array.from({ length: 61 }, (_, step) => {
      const x = (width * step) / 60
      const swell = Math.sin((Math.PI * step) / 60)
      return `${round(x)},${round(baseY + amplitude * swell * Math.sin(frequency * x + line * phaseStep))}`
    })
    return `<polyline points="${points.join(' ')}" fill="none" stroke="${line % 4 ? accent : highlight}" stroke-width="${round(between(1.5, 3.5))}" opacity="${round(0.35 + (0.6 * line) / lines)}"/>`
  }).join('')
}

/** A halftone field of dots swelling towards one point. */
function halftone({ width, height, size, palette: [, , accent, highlight], between }: Canvas): string {
  const cell = size / 16
  const fx = width * between(0.25, 0.75)
  const fy = height * between(0.25, 0.75)
  const reach = size * between(0.45, 0.7)
  const dots: string[] = []
  for (let y = cell / 2; y < height; y += cell) {
    for (let x = cell / 2; x < width; x += cell) {
      const strength = 1 - Math.min(1, Math.hypot(x - fx, y - fy) / reach)
      if (strength <= 0.05) continue
      const fill = strength > 0.75 ? highlight : accent
      dots.push(`<circle cx="${round(x)}" cy="${round(y)}" r="${round(cell * 0.46 * strength)}" fill="${fill}"/>`)
    }
  }
  return dots.join('')
}

/** Overlapping translucent shards. */
function shards({ width, height, palette: [, mid, accent, highlight], between }: Canvas): string {
  const colours = [accent, highlight, mid]
  return Array.from({ length: 7 }, (_, shard) => {
    const points = Array.from({ length: 3 }, () => `${round(width * between(0, 1))},${round(height * between(0, 1))}`)
    return `<polygon points="${points.join(' ')}" fill="${colours[shard % colours.length]}" opacity="${round(between(0.2, 0.55))}"/>`
  }).join('')
}

const MOTIFS = [orbits, waves, halftone, shards] as const

export type Artwork = {
  width: number
  height: number
  /** The name the picture is drawn for: the same name always gives the same picture. */
  seed: string
  /** The picture's place in its series; neighbours get different palettes and motifs. */
  variant: number
}

/** Abstract, text-free art as SVG: a gradient, two soft glows and one motif on top. */
export function artworkSvg({ width, height, seed, variant }: Artwork): string {
  const random = seededRandom(seed)
  const between = (min: number, max: number) => min + random() * (max - min)
  const palette = PALETTES[variant % PALETTES.length]!
  // Shifting the motif each time the palettes wrap keeps palette+motif pairs from repeating.
  const motif = MOTIFS[(variant + Math.floor(variant / PALETTES.length)) % MOTIFS.length]!
  const size = Math.min(width, height)
  const [deep, mid, accent, highlight] = palette
  const glow = (colour: string, opacity: number) =>
    `<circle cx="${round(width * between(0.1, 0.9))}" cy="${round(height * between(0.1, 0.9))}" r="${round(size * between(0.25, 0.4))}" fill="${colour}" opacity="${opacity}" filter="url(#blur)"/>`
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<defs><linearGradient id="bg" gradientTransform="rotate(${round(between(0, 360))} 0.5 0.5)">`,
    `<stop offset="0" stop-color="${deep}"/><stop offset="1" stop-color="${mid}"/></linearGradient>`,
    `<filter id="blur" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${round(size / 9)}"/></filter></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    glow(accent, 0.45),
    glow(highlight, 0.25),
    motif({ width, height, size, palette, between }),
    '</svg>',
  ].join('')
}
