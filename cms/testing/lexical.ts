/** A Lexical document around the given top-level nodes, as rich-text fields store it. */
export const lexicalDocument = (children: readonly object[]) => ({
  root: { type: 'root', version: 1, direction: null, format: '', indent: 0, children },
})

/** A minimal Lexical document of one paragraph, for rich-text fields written through REST or GraphQL. */
export const lexicalText = (text: string) =>
  lexicalDocument([{ type: 'paragraph', version: 1, children: [{ type: 'text', version: 1, text }] }])
