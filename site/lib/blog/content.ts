import { lexicalToHtml } from '@cms/lib/lexicalHtml'
import { sanitizeRichText } from '@cms/lib/sanitize'
import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'

/** Pre-formatted blocks keep their own newlines; everywhere else one is a line break (SPEC §2). */
const PRE_BLOCK = /(<pre[\s>][\s\S]*?<\/pre>)/i

export function lineBreaksToBr(html: string): string {
  return html
    .split(PRE_BLOCK)
    .map((part) => (PRE_BLOCK.test(part) ? part : part.replace(/\r?\n/g, '<br>')))
    .join('')
}

/**
 * An article's stored rich text as the HTML the page renders: converted, line breaks made <br>,
 * then reduced to the SPEC §5 allow-list. The only HTML the site renders raw comes from here.
 */
export function articleHtml(content: unknown): string {
  // GraphQL types the richText field as JSON; it is the Lexical state the editor stored.
  return sanitizeRichText(lineBreaksToBr(lexicalToHtml(content as SerializedEditorState)))
}
