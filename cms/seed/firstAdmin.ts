import type { Payload } from 'payload'

/** ADMIN_EMAIL + ADMIN_PASSWORD make that account an admin while the site has none. */
export async function ensureFirstAdmin(payload: Payload): Promise<void> {
  const email = process.env.ADMIN_EMAIL?.trim().toLowerCase()
  const password = process.env.ADMIN_PASSWORD
  if (!email || !password) return
  const admins = await payload.count({ collection: 'users', where: { role: { equals: 'admin' } } })
  if (admins.totalDocs > 0) return
  const existing = await payload.find({ collection: 'users', where: { email: { equals: email } }, limit: 1 })
  const user = existing.docs[0]
  if (user) {
    await payload.update({ collection: 'users', id: user.id, data: { role: 'admin' } })
  } else {
    await payload.create({ collection: 'users', data: { email, password, role: 'admin', firstName: 'Admin' } })
  }
  payload.logger.info(`First admin ready: ${email}`)
}
