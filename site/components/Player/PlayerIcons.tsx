import type { ReactNode } from 'react'

const GLYPHS = {
  play: <path d="M8 5.2v13.6L18.6 12z" fill="currentColor" />,
  pause: <path d="M6.5 5h4v14h-4zM13.5 5h4v14h-4z" fill="currentColor" />,
  next: <path d="M5.5 5.5v13L15 12zM16 5.5h2.5v13H16z" fill="currentColor" />,
  shuffle: (
    <path
      d="M3 7h3.5c4.5 0 6.5 10 11 10H21M3 17h3.5c1.7 0 3-1.4 4-3.2M13.5 10.2C14.5 8.4 15.8 7 17.5 7H21M18 4l3 3-3 3M18 14l3 3-3 3"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
    />
  ),
} satisfies Record<string, ReactNode>

/** The transport glyphs, drawn on the shared 24-unit grid; decorative (the buttons carry the names). */
export function PlayerIcon({ glyph, size = 20 }: { glyph: keyof typeof GLYPHS; size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      {GLYPHS[glyph]}
    </svg>
  )
}
