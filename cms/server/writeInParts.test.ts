import { describe, expect, it } from 'vitest'
import { bodyParts, MAX_WRITE_BYTES } from './writeInParts'

describe('bodyParts', () => {
  it('cuts a large body into parts no larger than the limit that join to the same bytes', () => {
    const body = Buffer.from('Ünïcödé — album · '.repeat(6000))
    const parts = bodyParts(body)
    expect(parts.length).toBe(Math.ceil(body.length / MAX_WRITE_BYTES))
    for (const part of parts) expect(part.length).toBeLessThanOrEqual(MAX_WRITE_BYTES)
    expect(Buffer.concat(parts).equals(body)).toBe(true)
  })
  it('leaves a body within the limit whole', () => {
    const body = Buffer.from('small')
    expect(bodyParts(body)).toEqual([body])
  })
})
