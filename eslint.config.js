import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import i18next from 'eslint-plugin-i18next';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'dist',
      'release',
      'reports',
      'test-results',
      'playwright-report',
      '.cache',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-restricted-syntax': [
        'error',
        { selector: "CallExpression[callee.name='eval']", message: 'No eval.' },
        { selector: "NewExpression[callee.name='Function']", message: 'No new Function.' },
      ],
    },
  },
  {
    files: ['renderer/**/*.{ts,tsx}', 'electron/web/bridge.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['renderer/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // The renderer is untrusted: it reaches main only through window.api.
      'no-restricted-imports': ['error', { patterns: ['electron', 'node:*', '**/electron/**'] }],
    },
  },
  {
    // Spanish and English complete: text a person reads lives in the catalogs, never in JSX.
    files: ['renderer/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', 'renderer/src/testing/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          'jsx-attributes': {
            include: [
              'label',
              'title',
              'aria-label',
              'placeholder',
              'alt',
              'confirmLabel',
              'cancelLabel',
              'hint',
              'legend',
              'heading',
              'description',
              'emptyText',
              'message',
            ],
          },
          // Field names handed to form helpers are code, not words.
          callees: {
            exclude: [
              't',
              'i18n(ext)?',
              'register',
              'd',
              'field',
              'fieldOf',
              'fieldError',
              'text',
              'choice',
              'c',
              'cardOrInstrument',
              'paymentAmount',
              'bindCard',
              'splitFieldErrors',
              'setValue',
              'watch',
              'getValues',
              'trigger',
              'clearErrors',
              'setError',
              'resetField',
              'option',
              'activityHref',
            ],
          },
          // Ids, placeholders of ids and punctuation are the same in every language.
          words: { exclude: ['[^A-Za-zÀ-ÿ]*', '[a-z]+-…', 'https?://\\S*'] },
        },
      ],
    },
  },
  {
    // Everything but the thin shell must run under plain Node, so only it may import electron.
    files: ['electron/core/**', 'electron/web/**', 'electron/simulator/**', 'shared/**'],
    ignores: ['**/*.test.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            'electron',
            // Importing node:http as a module reads every export, and one loads undici: ~70 ms
            // of each launch. Types are free; the module comes from core/node-http.ts.
            ...['node:http', 'http'].map((name) => ({
              name,
              allowTypeImports: true,
              message: 'Use nodeHttp from electron/core/node-http.ts (process.getBuiltinModule).',
            })),
          ],
        },
      ],
    },
  },
);
