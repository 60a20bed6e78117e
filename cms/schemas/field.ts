import { z } from 'zod'

/** The refusal for a value that is not text, named for its field (the schemas and the collections' fields). */
export const notTextMessage = (label: string): string => `${label} must be text`

/** Text a row needs: missing is "{label} is required", a number or a list "{label} must be text". */
export const requiredText = (label: string) =>
  z.string({ error: (issue) => (issue.input === undefined || issue.input === null ? `${label} is required` : notTextMessage(label)) })

/**
 * Turns a zod schema into a Payload field validator, so a rule written once serves the browser
 * form, the /api contract and every write that goes through the collection.
 */
export function validateWith(schema: z.ZodType) {
  return (value: unknown): true | string => {
    const result = schema.safeParse(value)
    return result.success ? true : (result.error.issues[0]?.message ?? 'Invalid value')
  }
}

/**
 * The first message of a failed parse, for a 400 `{ message }`. Our schemas word their own
 * messages; zod's generic ones ("Invalid input: …") get the field's name in front.
 */
export function firstMessage(error: z.ZodError): string {
  const issue = error.issues[0]
  if (!issue) return 'Invalid input'
  const field = issue.path.join('.')
  return field && issue.message.startsWith('Invalid input') ? `${field}: ${issue.message}` : issue.message
}
