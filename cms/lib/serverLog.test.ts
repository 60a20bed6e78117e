import { APIError, ValidationError } from 'payload'
import { describe, expect, it } from 'vitest'
import { serverLogger } from './serverLog'

/** The lines a logger writes, parsed (pino's JSON, before any prettifying). */
function capture() {
  const lines: { level: number; msg?: string; err?: { stack?: string } }[] = []
  const logger = serverLogger({ write: (line: string) => void lines.push(JSON.parse(line)) })
  return { logger, lines }
}

describe('the server log', () => {
  it('writes a refused request Payload logs as an error as one info line with its message, without a stack', () => {
    const { logger, lines } = capture()
    logger.error({ err: new APIError('page must be a whole number from 1.', 400) })
    logger.error({ err: new ValidationError({ errors: [{ message: 'This field is required.', path: 'name' }] }) })
    logger.error({ err: new APIError('You are not allowed to perform this action.', 403, null, false) })
    expect(lines.map((line) => line.level)).toEqual([30, 30, 30])
    expect(lines[0]).toEqual(expect.objectContaining({ msg: 'page must be a whole number from 1.' }))
    expect(lines.every((line) => line.err === undefined)).toBe(true)
  })

  it('keeps the server’s own failures as errors with their stacks', () => {
    const { logger, lines } = capture()
    logger.error({ err: new APIError('Something broke.', 500) })
    logger.error({ err: new Error('connection refused') })
    logger.error({ err: { status: '400', message: 'not a status' } })
    logger.error('Failed query')
    expect(lines.map((line) => line.level)).toEqual([50, 50, 50, 50])
    expect(lines[0]?.err?.stack).toContain('Something broke.')
  })

  it('leaves warnings and infos as they are', () => {
    const { logger, lines } = capture()
    logger.warn({ err: new APIError('Too many attempts.', 429) })
    logger.info('Running 1 jobs.')
    expect(lines.map((line) => line.level)).toEqual([40, 30])
    expect(lines[0]?.err?.stack).toContain('Too many attempts.')
  })
})
