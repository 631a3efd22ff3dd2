import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
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
    // Everything but the thin shell must run under plain Node, so only it may import electron.
    files: ['electron/core/**', 'electron/web/**', 'electron/simulator/**', 'shared/**'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: ['electron'] }] },
  },
);
