import { afterEach, describe, expect, it, vi } from 'vitest'
import { isRefusal, refusalStatus } from './commandArguments'

afterEach(() => vi.restoreAllMocks())

describe("a command's refused arguments", () => {
  it('prints asked-for help on standard output with status 0', () => {
    const out = vi.spyOn(console, 'log').mockImplementation(() => {})
    const err = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(refusalStatus({ help: 'Usage: x' })).toBe(0)
    expect(out).toHaveBeenCalledWith('Usage: x')
    expect(err).not.toHaveBeenCalled()
  })

  it('prints a mistake on standard error with status 2', () => {
    const out = vi.spyOn(console, 'log').mockImplementation(() => {})
    const err = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(refusalStatus({ error: '--to is required.' })).toBe(2)
    expect(err).toHaveBeenCalledWith('--to is required.')
    expect(out).not.toHaveBeenCalled()
  })

  it('tells a refusal from usable options', () => {
    expect(isRefusal({ help: 'u' })).toBe(true)
    expect(isRefusal({ error: 'e' })).toBe(true)
    expect(isRefusal({ to: 'a.tar.gz' })).toBe(false)
  })
})
