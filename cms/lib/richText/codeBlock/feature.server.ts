import { CodeNode } from '@lexical/code-core'
import { createNode, createServerFeature } from '@payloadcms/richtext-lexical'

/**
 * SPEC §2 "Editor tools": a code block, stored as Lexical's own CodeNode and written as
 * <pre><code> (see htmlConverter.ts). Payload's premade CodeBlock is not used: its editor loads
 * Monaco from a CDN, which the Content-Security-Policy refuses and which no test may reach.
 */
export const CodeBlockFeature = createServerFeature({
  key: 'codeBlock',
  feature: {
    // A path in the import map, by the tsconfig alias: the import map's baseDir is the site's.
    ClientFeature: '@cms/lib/richText/codeBlock/feature.client#CodeBlockFeatureClient',
    nodes: [createNode({ node: CodeNode })],
  },
})
