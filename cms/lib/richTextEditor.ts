import {
  AlignFeature,
  BlockquoteFeature,
  BoldFeature,
  FixedToolbarFeature,
  HeadingFeature,
  InlineToolbarFeature,
  ItalicFeature,
  LinkFeature,
  OrderedListFeature,
  ParagraphFeature,
  UnderlineFeature,
  UnorderedListFeature,
  lexicalEditor,
  type FeatureProviderServer,
} from '@payloadcms/richtext-lexical'
import { CodeBlockFeature } from './richText/codeBlock/feature.server'

/** The editor offers exactly the tools of SPEC §2 "Editor tools". */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- Payload's feature providers are typed loosely (their props vary per feature).
export const richTextFeatures = (): FeatureProviderServer<any, any, any>[] => [
  ParagraphFeature(),
  BoldFeature(),
  ItalicFeature(),
  UnderlineFeature(),
  HeadingFeature({ enabledHeadingSizes: ['h1', 'h2', 'h3'] }),
  AlignFeature(),
  UnorderedListFeature(),
  OrderedListFeature(),
  BlockquoteFeature(),
  CodeBlockFeature(),
  LinkFeature({ enabledCollections: [] }),
  FixedToolbarFeature(),
  InlineToolbarFeature(),
]

export function richTextEditor() {
  return lexicalEditor({ features: richTextFeatures })
}
