// @ts-check
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import fanpass, { fanpassBoundaries } from './packages/lint/src/index.js';

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      '**/coverage/**',
      'data/**',
      'docs/**',
      '**/dev-dist/**',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts', '**/*.tsx'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
  {
    files: ['packages/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: reactHooks.configs.recommended.rules,
  },
  // Web features and api modules do not reach into each other (packages/lint/src/fanpass.js).
  {
    files: ['packages/web/src/**/*.{ts,tsx}'],
    plugins: { fanpass },
    rules: { 'fanpass/boundaries': ['error', fanpassBoundaries(import.meta.dirname)] },
  },
  {
    files: ['packages/api/src/**/*.ts'],
    plugins: { fanpass },
    rules: { 'fanpass/boundaries': ['error', fanpassBoundaries(import.meta.dirname)] },
  },
  // The browser journeys and the benchmarks share @fanpass/test-support, never each other's sources.
  {
    files: ['packages/web/e2e/**/*.ts', 'packages/bench/src/**/*.ts', 'packages/test-support/src/**/*.ts'],
    plugins: { fanpass },
    rules: { 'fanpass/boundaries': ['error', fanpassBoundaries(import.meta.dirname)] },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: { globals: { ...globals.node } },
  },
);
