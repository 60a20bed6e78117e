'use client'
import { Button } from '@payloadcms/ui'
import { optionLabel } from '@cms/lib/optionLabel'
import { useRef, useState, type ChangeEvent, type FormEvent } from 'react'
import { BLOG_STATUSES, LIMITS } from '@cms/constants'
import { announceOk, failureTitled } from '../lib/feedback'
import { firstField, focusAfterRender, listNamed, rowControl } from '../lib/focusAfter'
import type { AdminPost } from '../lib/types'
import { useAdminList } from '../lib/useAdminList'
import { sameValues, useFormDraft } from '../lib/useFormDraft'
import { useFormValues } from '../lib/useFormValues'
import { RichTextEditor } from '../RichTextEditor/RichTextEditor'
import { Badge } from '../ui/Badge'
import { Card } from '../ui/Card'
import { FormButtons } from '../ui/FormButtons'
import { DayField, SelectField, TextAreaField, TextField } from '../ui/fields'
import { ItemList } from '../ui/ItemList'
import { ItemSummary } from '../ui/ItemSummary'
import styles from '../ui/ui.module.css'
import { emptyPost, isScheduledPost, postDateLine, postPayload, postTone, postValues, slugForTitle } from './blogForm'

const CONTENT_REQUIRED = 'Write the post’s content before saving.'
const LIST = 'Blog Posts'

/**
 * SPEC §2 Blog tab: a create/edit form with the rich-text editor, and the 'Blog Posts' list with
 * Edit and Delete. SPEC §4: Edit fills the form; Cancel or a successful save returns to create mode.
 */
export function BlogTab() {
  const posts = useAdminList<AdminPost>('/api/admin/blog')
  const form = useFormValues(emptyPost)
  const [editing, setEditing] = useState<AdminPost | null>(null)
  // In create mode the slug follows the title until the admin types in it (SPEC §5).
  const [slugFollowsTitle, setSlugFollowsTitle] = useState(true)
  // A new key remounts the editor, which reads its content only on mount.
  const [editorKey, setEditorKey] = useState(0)
  const [contentError, setContentError] = useState<string | null>(null)
  const [saving, setSaving] = useState(false)
  const [deleting, setDeleting] = useState<number | null>(null)
  const formRef = useRef<HTMLFormElement>(null)
  useFormDraft(
    'blog',
    { values: form.values, editing, slugFollowsTitle },
    !editing && sameValues(form.values, emptyPost()),
    (draft) => {
      form.replace(draft.values)
      setEditing(draft.editing)
      setSlugFollowsTitle(draft.slugFollowsTitle)
      setEditorKey((key) => key + 1)
    },
  )

  const load = (post: AdminPost | null) => {
    form.replace(post ? postValues(post) : emptyPost())
    setEditing(post)
    setSlugFollowsTitle(!post)
    setContentError(null)
    setEditorKey((key) => key + 1)
  }

  const edit = (post: AdminPost) => {
    load(post)
    // The form sits above the list: bring it into view with the caret in the title.
    const title = formRef.current?.elements.namedItem('title')
    if (title instanceof HTMLInputElement) title.focus()
  }

  const cancel = () => {
    load(null)
    if (editing) focusAfterRender(() => rowControl(LIST, editing.id))
  }

  const changeTitle = (event: ChangeEvent<HTMLInputElement>) => {
    const title = event.target.value
    form.replace((values) => ({ ...values, title, slug: slugForTitle(title, values.slug, !editing && slugFollowsTitle) }))
  }

  const changeSlug = (event: ChangeEvent<HTMLInputElement>) => {
    form.set('slug', event.target.value)
    // Emptied by hand, it follows the title again.
    setSlugFollowsTitle(event.target.value === '')
  }

  const changeContent = (html: string) => {
    form.set('content', html)
    if (html) setContentError(null)
  }

  const submit = async (event: FormEvent) => {
    event.preventDefault()
    if (!form.values.content) {
      setContentError(CONTENT_REQUIRED)
      formRef.current?.querySelector<HTMLElement>('[contenteditable="true"]')?.focus()
      return
    }
    setSaving(true)
    const saved = await announceOk(
      editing ? 'PUT' : 'POST',
      editing ? `/api/admin/blog/${editing.id}` : '/api/admin/blog',
      postPayload(form.values, editing ?? undefined),
      failureTitled(editing ? { success: 'Blog post updated successfully', fallback: 'Failed to update blog post' } : { success: 'Blog post created successfully', fallback: 'Failed to create blog post' }),
    )
    setSaving(false)
    if (!saved) return
    load(null)
    await posts.reload()
    // Back to the post's row after an edit; to a fresh form after a new post.
    focusAfterRender(() => (editing ? rowControl(LIST, editing.id) : firstField(formRef.current)))
  }

  const remove = async (post: AdminPost) => {
    if (!window.confirm('Are you sure you want to delete this blog post?')) return
    setDeleting(post.id)
    const deleted = await announceOk('DELETE', `/api/admin/blog/${post.id}`, undefined, failureTitled({ success: 'Blog post deleted successfully', fallback: 'Failed to delete blog post' }))
    setDeleting(null)
    if (!deleted) return
    if (editing?.id === post.id) load(null)
    await posts.reload()
    // The row is gone: to its list, or to the form when none is left.
    focusAfterRender(() => listNamed(LIST) ?? firstField(formRef.current))
  }

  return (
    <>
      <Card
        title={editing ? 'Edit Blog Post' : 'Create Blog Post'}
        description={editing ? `Editing “${editing.title}”.` : 'A new article for the Neural Chronicles.'}
      >
        <form ref={formRef} className={styles.form} onSubmit={submit} aria-label={editing ? 'Edit blog post' : 'Create blog post'}>
          <div className={styles.row}>
            <TextField label="Title" required limit={LIMITS.title} {...form.field('title')} onChange={changeTitle} />
            <TextField
              label="Slug"
              required
              limit={LIMITS.slug}
              pattern="[a-z0-9]+(-[a-z0-9]+)*"
              title="Lowercase letters and digits, words joined by single hyphens, e.g. my-first-post"
              hint={editing ? 'The post’s address: /blog/{slug}.' : 'Filled from the title; you may edit it.'}
              {...form.field('slug')}
              onChange={changeSlug}
            />
          </div>
          <TextAreaField label="Excerpt" rows={2} limit={LIMITS.shortText} {...form.field('excerpt')} />
          <div className={styles.row}>
            <TextField label="Cover image URL" type="url" placeholder="https://…" {...form.field('coverImageUrl')} />
            <SelectField label="Status" {...form.field('status')}>
              {BLOG_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {optionLabel(status)}
                </option>
              ))}
            </SelectField>
            <DayField
              label="Published date"
              hint="Used when the status is Published; left empty, publishing sets today."
              {...form.field('publishedAt')}
            />
          </div>
          <RichTextEditor key={editorKey} label="Content" initialHtml={form.values.content} onChange={changeContent} error={contentError} />
          <FormButtons label={editing ? 'Update Post' : 'Create Post'} busyLabel="Saving…" saving={saving} onCancel={editing ? cancel : undefined} />
        </form>
      </Card>
      <Card title={LIST}>
        <ItemList
          list={posts}
          label={LIST}
          empty="No blog posts yet"
          renderItem={(post) => (
            <ItemSummary
              title={post.title}
              badge={
                <>
                  <Badge tone={postTone(post.status)}>{optionLabel(post.status)}</Badge>
                  {isScheduledPost(post) && <> <Badge tone="warning">Scheduled</Badge></>}
                </>
              }
              lines={[`Slug: /${post.slug}`, post.excerpt, postDateLine(post)]}
              actions={
                <>
                  <Button buttonStyle="secondary" size="small" onClick={() => edit(post)} aria-label={`Edit ${post.title}`}>
                    Edit
                  </Button>
                  <Button
                    buttonStyle="secondary"
                    size="small"
                    onClick={() => void remove(post)}
                    disabled={deleting === post.id}
                    aria-label={`Delete ${post.title}`}
                  >
                    Delete
                  </Button>
                </>
              }
            />
          )}
        />
      </Card>
    </>
  )
}
