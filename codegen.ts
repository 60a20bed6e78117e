import type { CodegenConfig } from '@graphql-codegen/cli'

/** Typed documents from the schema file Payload writes (`npm run codegen`), never from a live server. */
const config: CodegenConfig = {
  schema: 'site/graphql/schema.graphql',
  documents: ['site/graphql/{queries,fragments,mutations}/**/*.graphql'],
  ignoreNoDocuments: false,
  generates: {
    'site/graphql/generated/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false, gqlTagName: 'gql' },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        skipTypename: false,
        scalars: { DateTime: 'string', EmailAddress: 'string', JSON: 'unknown', JSONObject: 'Record<string, unknown>' },
      },
    },
  },
}

export default config
