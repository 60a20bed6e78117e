import { describe, expect, it } from 'vitest'
import { slugify } from './slug'

describe('slugify (SPEC §5 blog slug)', () => {
  it('lowercases and turns whitespace into hyphens', () => {
    expect(slugify('Neural Chronicles Vol 2')).toBe('neural-chronicles-vol-2')
    expect(slugify('Tabs\tand  double   spaces')).toBe('tabsand-double-spaces')
  })

  it('removes everything but a-z, 0-9, space and hyphen', () => {
    expect(slugify("Machines' Dreams: Part #1 (Déjà vu!)")).toBe('machines-dreams-part-1-dj-vu')
    expect(slugify('C++ & Rust — 2025')).toBe('c-rust-2025')
  })

  it('collapses repeated hyphens and trims the ends', () => {
    expect(slugify('  --Signal -- Noise--  ')).toBe('signal-noise')
    expect(slugify('!!!')).toBe('')
  })
})
