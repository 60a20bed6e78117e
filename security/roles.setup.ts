import fs from 'node:fs'
import { expect, test as setup } from '@playwright/test'
import { clientAs, preparedFile, stateFile, type Prepared } from './support/roles'
import { MAIN, PASSWORD, SECURITY_ADMIN, STATE_DIR } from './support/sites'

const json = async (response: { ok: () => boolean; status: () => number; text: () => Promise<string> }) => {
  const text = await response.text()
  if (!response.ok()) throw new Error(`setup request failed: ${response.status()} ${text}`)
  return JSON.parse(text)
}

/*
 * Signs each role in once (two sign-ins of one account at the same moment can drop a session)
 * and makes the documents the matrix aims at: hidden ones (drafts, inactive entries, a user's
 * submission, a contact message) and public ones.
 */
setup('roles and prepared documents', async ({ playwright }) => {
  fs.mkdirSync(STATE_DIR, { recursive: true })
  const signIn = async (path: string, data: Record<string, string>, role: 'user' | 'other' | 'admin') => {
    const context = await playwright.request.newContext({ baseURL: MAIN, extraHTTPHeaders: { origin: MAIN } })
    const { user } = await json(await context.post(path, { data }))
    await context.storageState({ path: stateFile(role) })
    await context.dispose()
    return Number(user.id)
  }
  const stamp = Date.now()
  const userId = await signIn('/api/auth/register', { email: `user-${stamp}@security.test`, password: PASSWORD, firstName: 'Uma' }, 'user')
  const otherId = await signIn('/api/auth/register', { email: `other-${stamp}@security.test`, password: PASSWORD, firstName: 'Otto' }, 'other')
  const adminId = await signIn('/api/auth/login', SECURITY_ADMIN, 'admin')

  const admin = await clientAs('admin')
  const post = async (title: string, status: string) => {
    const created = await json(await admin.post('/api/admin/blog', { data: { title: `${title} ${stamp}`, content: `<p>${title}</p>`, status } }))
    return { id: Number(created.id), slug: String(created.slug) }
  }
  const artist = async (name: string, isActive: boolean) => {
    const { doc } = await json(await admin.post('/cms-api/artists', { data: { name: `${name} ${stamp}`, isActive } }))
    return Number(doc.id)
  }
  const activeArtist = await artist('Open Artist', true)
  const inactiveArtist = await artist('Hidden Artist', false)
  const album = async (title: string, isActive: boolean) =>
    Number((await json(await admin.post('/api/albums', { data: { title: `${title} ${stamp}`, artistId: activeArtist, isActive } }))).id)
  const publishedPost = await post('Public post', 'published')

  const user = await clientAs('user')
  const submission = await json(
    await user.post('/api/lyric-submissions', {
      data: { title: 'Private song', lyrics: 'Only the writer and the admins may read these fifty or more characters.', terms: true },
    }),
  )
  const comment = await json(await user.post(`/api/blog/${publishedPost.id}/comments`, { data: { content: 'A comment by the user' } }))
  const anonymous = await clientAs('anonymous')
  const message = await json(
    await anonymous.post('/api/contact', { data: { name: 'Grace', email: 'grace@example.com', subject: 'A private message', message: 'For the admins only.' } }),
  )

  const ready: Prepared = {
    userId,
    otherId,
    adminId,
    publishedPost,
    draftPost: await post('Secret draft', 'draft'),
    archivedPost: await post('Old archive', 'archived'),
    activeAlbum: await album('Open Album', true),
    inactiveAlbum: await album('Hidden Album', false),
    activeArtist,
    inactiveArtist,
    userSubmission: Number(submission.id),
    userComment: Number(comment.id),
    contactMessage: Number(message.id),
  }
  expect(Object.values(ready).every(Boolean)).toBe(true)
  fs.writeFileSync(preparedFile, JSON.stringify(ready))
  await Promise.all([admin.dispose(), user.dispose(), anonymous.dispose()])
})
