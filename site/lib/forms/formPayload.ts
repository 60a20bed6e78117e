/**
 * What a form sends, read from its FormData: every text field as typed (so the shared zod schema
 * gives its own message for a short or empty value), and each named checkbox as true or false
 * (an unticked box is absent from FormData).
 */
export function formPayload(data: FormData, checkboxes: readonly string[] = []): Record<string, string | boolean> {
  const payload: Record<string, string | boolean> = {}
  for (const [name, value] of data) {
    if (typeof value === 'string' && !checkboxes.includes(name)) payload[name] = value
  }
  for (const name of checkboxes) payload[name] = data.has(name)
  return payload
}
