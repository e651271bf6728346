// One linter for the whole repository (Prettier formats; ESLint only finds mistakes).
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** A room's import boundary: its files may not import what `patterns` match. */
function boundary(folders, patterns) {
  return {
    files: folders.map((folder) => `${folder}/*.{js,ts,tsx}`),
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  };
}

const noWebInServer = {
  regex: '^(\\.\\./)+web(/|$)',
  message:
    'mock-server/ must not import from web/: move the fact both sides need to common/ and import it as #common/<file>.',
};

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'common/api/schema.d.ts',
      'common/api/behaviour.ts',
      'test-results/',
      'playwright-report/',
      '.mock-data/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{js,ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      // The site and the mock server log through the console only for errors and warnings.
      'no-console': ['error', { allow: ['error', 'warn', 'info'] }],
      '@typescript-eslint/no-non-null-assertion': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  // Who may import whom (issue 23): the site and the mock server share facts only through
  // common/ (`#common/...`), never each other's files; common/ imports neither, nor the scripts or
  // the tests. The patterns match the relative forms ('../../web/src/x', '../../../web/...').
  boundary(['mock-server/**'], [noWebInServer]),
  // The server itself runs without the repository's tools and tests (its own tests may use
  // scripts/tooling/). A later block replaces the option, hence the web/ rule again.
  boundary(
    ['mock-server/src/**'],
    [
      noWebInServer,
      {
        regex: '^(\\.\\./)+(scripts|tests|test)(/|$)',
        message:
          'mock-server/src/ must not import scripts/, tests/ or its own test/: the server runs without them.',
      },
    ],
  ),
  boundary(
    ['web/**'],
    [
      {
        regex: '^(\\.\\./)+mock-server(/|$)',
        message:
          'web/ must not import from mock-server/: move the fact both sides need to common/ and import it as #common/<file>.',
      },
    ],
  ),
  boundary(
    ['common/**'],
    [
      {
        regex: '^(\\.\\./)+(web|mock-server|scripts|tests)(/|$)',
        message:
          'common/ holds facts both sides use and imports nothing from web/, mock-server/, scripts/ or tests/.',
      },
    ],
  ),
  // The scripts start or build the mock server through its entry points only: server.ts (run
  // it), app.ts and config.ts (build it in-process, as the API benchmark does); anything else
  // they need from it belongs in common/.
  boundary(
    ['scripts/**'],
    [
      {
        regex: '^(\\.\\./)+mock-server/src/(?!(app|config|server)$)',
        message:
          'scripts/ may import only mock-server/src/app, config and server; move what else it needs to common/ (#common/...).',
      },
    ],
  ),
  {
    files: ['web/**/*.tsx', 'mock-server/console/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['web/**/*.{ts,tsx}', 'mock-server/console/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
);
