import { describe, expect, it } from 'vitest'
import { admin, answer, Client, uniqueEmail } from '../../testing/client'

describe("a post's public author name", () => {
  it('is the collective for an admin who gave no name, never their e-mail', async () => {
    const boss = new Client()
    const email = uniqueEmail('nameless')
    const { id } = (await answer(boss.post('/api/auth/register', { email, password: 'a-good-password' }))).body.user
    expect((await (await admin()).post('/api/admin/promote-user', { userId: String(id), role: 'admin' })).status).toBe(200)
    const post = (await answer(boss.post('/api/admin/blog', { title: `Unsigned ${Date.now()}`, content: '<p>x</p>', status: 'published' }))).body
    expect(post.authorName).toBe('Machine Soul')
    const read = (await answer(new Client().get(`/api/blog/slug/${post.slug}`))).body
    expect(JSON.stringify(read)).not.toContain(email)
  })
})
