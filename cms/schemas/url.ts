import { z } from 'zod'

/**
 * Links and images stored in *Url fields end up in href and src attributes: only http(s) URLs
 * and paths on this site are accepted, never javascript: or data: URLs.
 */
export const webUrlSchema = z
  .string()
  .trim()
  .max(2048, 'A URL must be at most 2048 characters')
  .refine((value) => {
    if (value === '') return true
    if (value.startsWith('/') && !value.startsWith('//')) return true
    try {
      const url = new URL(value)
      return url.protocol === 'https:' || url.protocol === 'http:'
    } catch {
      return false
    }
  }, 'Please enter a web address starting with https:// (or a path on this site starting with /)')

export const optionalWebUrl = webUrlSchema.optional().nullable()
