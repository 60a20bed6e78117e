import { expect, it } from 'vitest'
import { optionLabel } from './optionLabel'

it('labels a stored value with a capital', () => {
  expect(optionLabel('pending')).toBe('Pending')
  expect(optionLabel('hip-hop')).toBe('Hip-hop')
  expect(optionLabel('')).toBe('')
})
