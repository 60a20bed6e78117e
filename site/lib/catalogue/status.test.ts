import { expect, it } from 'vitest'
import { submissionTone } from './status'

it('colours approved green, rejected red and anything else yellow', () => {
  expect(submissionTone('approved')).toBe('success')
  expect(submissionTone('rejected')).toBe('danger')
  expect(submissionTone('pending')).toBe('warning')
  expect(submissionTone('something new')).toBe('warning')
  expect(submissionTone(null)).toBe('warning')
})
