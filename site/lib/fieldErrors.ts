import type { z } from 'zod'

/** The first message for each top-level field of a failed parse: what a form shows under it. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {}
  for (const issue of error.issues) {
    const field = issue.path[0]
    if (typeof field === 'string' && !(field in errors)) errors[field] = issue.message
  }
  return errors
}
