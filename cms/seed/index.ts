import type { Payload } from 'payload'

export async function seedDemoContent(payload: Payload): Promise<void> {
  const { totalDocs } = await payload.count({ collection: 'albums' })
  if (totalDocs > 0) return
}
