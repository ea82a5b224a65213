// ESLint flat config: TypeScript, React hooks, accessibility of JSX, and
// Docusaurus's own rules for sites.
import js from '@eslint/js';
import docusaurus from '@docusaurus/eslint-plugin';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  {
    ignores: [
      'build/',
      '.docusaurus/',
      'node_modules/',
      'test-results/',
      'playwright-report/',
      '.bench/',
      'screenshots/',
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}'],
    extends: [
      jsxA11y.flatConfigs.recommended,
      reactHooks.configs.flat.recommended,
    ],
    languageOptions: {globals: globals.browser},
    plugins: {'@docusaurus': docusaurus},
    rules: {
      // Internal links go through <Link> (prefetching, base URL); external
      // ones may too, and then get the safe target/rel for free.
      '@docusaurus/no-html-links': 'error',
      '@docusaurus/prefer-docusaurus-heading': 'error',
      // The site has one locale (English) and no translations, so the
      // translation rules (no-untranslated-text, string-literal-i18n-messages)
      // would only add noise.
    },
  },
  {
    files: [
      '**/*.{mjs,cjs,js}',
      'docusaurus.config.ts',
      'playwright.config.ts',
      'tests/**/*.ts',
      'scripts/**',
    ],
    languageOptions: {globals: globals.node},
  },
  {
    files: ['**/*.cjs'],
    rules: {'@typescript-eslint/no-require-imports': 'off'},
  },
);
