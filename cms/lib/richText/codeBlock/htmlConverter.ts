import type { SerializedCodeNode } from '@lexical/code-core'
import type { HTMLConverter } from '@payloadcms/richtext-lexical/html'

/**
 * A code block as <pre><code>, its line breaks as newlines: <pre> keeps them, and reading the
 * HTML back (CodeNode's importDOM) turns them into line breaks again.
 */
const code: HTMLConverter<SerializedCodeNode> = ({ node, nodesToHTML }) =>
  `<pre><code>${node.children
    .map((child) => (child.type === 'linebreak' ? '\n' : nodesToHTML({ nodes: [child] }).join('')))
    .join('')}</code></pre>`

export const codeBlockHtmlConverter = { code }
