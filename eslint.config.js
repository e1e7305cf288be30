// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const noDashboard = { group: ['**/src/**'], message: 'The server never imports the dashboard.' };
const noTestCode = { regex: '^(#test/|(\\.\\./)+test/)', message: 'Production code never imports test code (test/).' };
// Routes are declared through declareRoute, which requires what createRoute leaves optional (an operationId ...).
const declareRoutesOnly = {
  name: '@hono/zod-openapi',
  importNames: ['createRoute'],
  message: 'Declare routes with declareRoute (server/http/declare-route.ts): it requires an operationId, a summary, a description and a tag.',
};

export default tseslint.config(
  { ignores: ['.scratch/', 'dist/', 'node_modules/', 'data/', 'test-results/', 'playwright-report/', 'src/routeTree.gen.ts', 'server/db/migrations/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  // The data flow is one way: contract <- server, contract <- src.
  {
    files: ['server/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [declareRoutesOnly], patterns: [noDashboard] }] },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/server/**'], message: 'The dashboard never imports the server.' }] }] },
  },
  // server/ is the product: only its own tests may reach into the test tree.
  {
    files: ['server/**/*.ts'],
    ignores: ['server/**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { paths: [declareRoutesOnly], patterns: [noDashboard, noTestCode] }] },
  },
  // declareRoute itself wraps createRoute.
  {
    files: ['server/http/declare-route.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noDashboard, noTestCode] }] },
  },
);
