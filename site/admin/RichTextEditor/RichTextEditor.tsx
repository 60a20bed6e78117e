'use client'
import type { EditorThemeClasses, LexicalEditor } from '@payloadcms/richtext-lexical/lexical'
import { LexicalComposer } from '@payloadcms/richtext-lexical/lexical/react/LexicalComposer'
import { ContentEditable } from '@payloadcms/richtext-lexical/lexical/react/LexicalContentEditable'
import { LexicalErrorBoundary } from '@payloadcms/richtext-lexical/lexical/react/LexicalErrorBoundary'
import { HistoryPlugin } from '@payloadcms/richtext-lexical/lexical/react/LexicalHistoryPlugin'
import { LinkPlugin } from '@payloadcms/richtext-lexical/lexical/react/LexicalLinkPlugin'
import { ListPlugin } from '@payloadcms/richtext-lexical/lexical/react/LexicalListPlugin'
import { OnChangePlugin } from '@payloadcms/richtext-lexical/lexical/react/LexicalOnChangePlugin'
import { RichTextPlugin } from '@payloadcms/richtext-lexical/lexical/react/LexicalRichTextPlugin'
import { useId } from 'react'
import { $exportHtml, $importHtml, EDITOR_NODES } from './html'
import { safeLinkUrl } from './links'
import { Toolbar } from './Toolbar'
import ui from '../ui/ui.module.css'
import styles from './RichTextEditor.module.css'

type Props = {
  label: string
  /** Read once on mount: to load other content, remount the editor with a new `key`. */
  initialHtml: string
  /** The content as HTML of SPEC §5's tags, or '' when the editor holds no text. */
  onChange: (html: string) => void
  /** A message shown under the editor, which marks it invalid (e.g. required content missing). */
  error?: string | null
}

const theme: EditorThemeClasses = {
  paragraph: styles.paragraph,
  heading: { h1: styles.h1, h2: styles.h2, h3: styles.h3 },
  quote: styles.quote,
  code: styles.code,
  link: styles.link,
  list: { ul: styles.ul, ol: styles.ol, listitem: styles.listItem, nested: { listitem: styles.nestedListItem } },
  text: { bold: styles.bold, italic: styles.italic, underline: styles.underline },
}

const isAllowedLink = (url: string) => safeLinkUrl(url) !== null

/** SPEC §2's editor for blog posts: the toolbar of "Editor tools" over an area of at least 300 px. */
export function RichTextEditor({ label, initialHtml, onChange, error }: Props) {
  const id = useId()
  const initialConfig = {
    namespace: 'BlogPost',
    nodes: EDITOR_NODES,
    theme,
    // The server render has no DOMParser; the editor made in the browser loads the content.
    editorState: (editor: LexicalEditor) => {
      if (typeof DOMParser !== 'undefined') $importHtml(editor, initialHtml)
    },
    // An editor error is reported, not rethrown: the rest of the panel keeps working.
    onError: (thrown: Error) => console.error(thrown),
  }
  return (
    <div className={ui.field}>
      <span id={`${id}-label`} className={ui.label}>
        {label}
      </span>
      <LexicalComposer initialConfig={initialConfig}>
        <div className={styles.editor} data-invalid={error ? true : undefined}>
          <Toolbar label={`${label} formatting`} />
          <RichTextPlugin
            contentEditable={
              <ContentEditable
                className={styles.content}
                aria-labelledby={`${id}-label`}
                aria-multiline
                aria-required
                aria-invalid={error ? true : undefined}
                aria-describedby={error ? `${id}-error` : undefined}
              />
            }
            ErrorBoundary={LexicalErrorBoundary}
          />
          <HistoryPlugin />
          <ListPlugin />
          <LinkPlugin validateUrl={isAllowedLink} />
          <OnChangePlugin ignoreSelectionChange onChange={(_state, editor) => onChange(editor.read(() => $exportHtml(editor)))} />
        </div>
      </LexicalComposer>
      {error && (
        <span id={`${id}-error`} className={styles.error} role="alert">
          {error}
        </span>
      )}
    </div>
  )
}
