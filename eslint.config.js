// ESLint flat config. Besides the usual rules it encodes the layout (README, "Architecture"):
// cms/ never imports site/, only the read layer runs the generated GraphQL operations, no cycles;
// only cms/platform/ (a leaf the rest of cms/ and site/ may import) reaches into Next's, React's or Payload's internals.
import nextPlugin from '@next/eslint-plugin-next'
import importPlugin from 'eslint-plugin-import'
import jsxA11y from 'eslint-plugin-jsx-a11y'
import reactHooks from 'eslint-plugin-react-hooks'
import tseslint from 'typescript-eslint'
import js from '@eslint/js'
import { defineConfig } from 'eslint/config'

const onlyTheReadLayer = {
  group: ['@site/graphql/generated', '@site/graphql/generated/*', '**/graphql/generated', '**/graphql/generated/*'],
  message: 'Only the read layer (site/lib/read) runs the generated GraphQL operations.',
}
const internals = {
  group: ['next/dist/*', 'payload/dist/*', '@payloadcms/*/dist/*', 'react-dom/cjs/*', 'react/cjs/*'],
  message: "A framework's internals are reached only from cms/platform/, each seam with its contract test (README, \"Platform seams\").",
}
const viaTheAlias = {
  regex: '^(\\.\\./){3,}',
  message: 'Three folders up or more: import through @cms/ or @site/ instead.',
}

export default defineConfig(
  {
    ignores: [
      'node_modules/',
      'site/.next/',
      'site/next-env.d.ts',
      'data/',
      '.tmp/',
      'test-results/',
      'playwright-report/',
      'site/graphql/generated/',
      'cms/payload-types.ts',
      'cms/migrations/',
      'site/app/(payload)/admin/importMap.js',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  reactHooks.configs.flat['recommended-latest'],
  jsxA11y.flatConfigs.recommended,
  nextPlugin.configs['core-web-vitals'],
  {
    languageOptions: {
      globals: { console: 'readonly', process: 'readonly', URL: 'readonly' },
    },
    plugins: { import: importPlugin },
    settings: {
      // How the import plugin parses the files it follows (no-cycle reads every file an import reaches).
      ...importPlugin.flatConfigs.typescript.settings,
      'import/resolver': { typescript: { project: 'tsconfig.json' } },
      next: { rootDir: 'site/' },
    },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // TypeScript checks names and globals itself (and knows node's and the browser's).
      'no-undef': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true }],
      // Our pictures carry their own srcset of the widths they are shown at (README, "Small pages").
      '@next/next/no-img-element': 'off',
      // Only a prop of that name on a DOM element autofocuses; components pass it on to one.
      'jsx-a11y/no-autofocus': ['error', { ignoreNonDOM: true }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
      'import/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './cms', from: './site', message: 'cms/ never imports site/: the site depends on the CMS, not the reverse.' },
            { target: './cms/platform', from: './cms', except: ['./platform'], message: 'cms/platform/ is a leaf: the rest of cms/ and site/ import it, never the reverse.' },
            { target: './cms/platform', from: './site', message: 'cms/platform/ is a leaf: the rest of cms/ and site/ import it, never the reverse.' },
            { target: './site/lib', from: './site/components', message: 'site/lib is below the components: helpers and reads, no UI.' },
          ],
        },
      ],
      'no-restricted-imports': ['error', { patterns: [onlyTheReadLayer, viaTheAlias, internals] }],
    },
  },
  {
    // Also by name, before any resolving: an @site/ import in cms/ is wrong whether or not it resolves.
    files: ['cms/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [onlyTheReadLayer, viaTheAlias, internals, { group: ['@site/*'], message: 'cms/ never imports site/.' }] },
      ],
    },
  },
  {
    // Playwright's fixtures: `use` is no React hook, and a fixture that needs none says `{}`.
    files: ['site/e2e/**', 'security/**', 'playwright.config.ts'],
    rules: { 'react-hooks/rules-of-hooks': 'off', 'no-empty-pattern': 'off' },
  },
  {
    // The read layer is the one place that runs the generated operations.
    files: ['site/lib/read/**', 'site/graphql/**', 'codegen.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [viaTheAlias, internals] }] },
  },
  {
    // The seams themselves: by name too, nothing of ours.
    files: ['cms/platform/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [viaTheAlias, { group: ['@cms/*', '@site/*', '@payload-config'], message: 'cms/platform/ is a leaf: it imports nothing else of cms/, nor site/.' }] },
      ],
    },
  },
)
