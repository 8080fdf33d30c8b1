// npm run lint: typescript-eslint, React hooks, jsx-a11y, the project's import boundaries
// (eslint-rules/boundaries.js) and no import cycles; Prettier checks the formatting.
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from './eslint-rules/boundaries.js';

export default tseslint.config(
  { ignores: ['build/', 'node_modules/', '.react-router/', 'test-results/', 'playwright-report/', 'coverage/', 'data/', 'bench/results/', 'server/db/migrations/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { aloha: { rules: { boundaries } }, 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs'] })] },
    rules: {
      'aloha/boundaries': 'error',
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'react-hooks/rules-of-hooks': 'error',
      // Control characters in patterns are deliberate here: inputs are checked for them and refused.
      'no-control-regex': 'off',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports', disallowTypeAnnotations: false }],
    },
  },
  { files: ['app/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },
  {
    files: ['app/**/*.tsx'],
    rules: {
      // Labels wrap their control with the text a few elements down (price lines, badges).
      'jsx-a11y/label-has-associated-control': ['error', { assert: 'either', depth: 5 }],
      // Scrollable regions must be reachable by keyboard (axe scrollable-region-focusable).
      'jsx-a11y/no-noninteractive-tabindex': ['error', { tags: [], roles: ['tabpanel', 'region'], allowExpressionValues: true }],
    },
  },
  // Tests and tools: Playwright's `use…` helpers are not React hooks; response JSON is read loosely.
  { files: ['**/*.test.ts', 'tests/**', 'bench/**', 'scripts/**'], rules: { '@typescript-eslint/no-non-null-assertion': 'off', '@typescript-eslint/no-explicit-any': 'off', 'react-hooks/rules-of-hooks': 'off' } },
);
