// One linter for the whole repository (Prettier formats; ESLint only finds mistakes).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * A room's import boundary: its files may not import what `patterns` match. `ignores` leaves out
 * files the room holds that sit on another floor (the site's entry points).
 */
function boundary(folders, patterns, ignores = []) {
  return {
    files: folders.map((folder) => `${folder}/*.{js,ts,tsx}`),
    ...(ignores.length > 0 ? { ignores } : {}),
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  };
}

const noWebInServer = {
  regex: '^(\\.\\./)+web(/|$)',
  message:
    'mock-server/ must not import from web/: move the fact both sides need to common/ and import it as #common/<file>.',
};

const noOutsideConformance =
  'conformance/ is its own package: it may import only its own files and its dependencies, nothing of the repository around it (common/, web/, scripts/, tests/, mock-server/).';

const noServerInWeb = {
  regex: '^(\\.\\./)+mock-server(/|$)',
  message:
    'web/ must not import from mock-server/: move the fact both sides need to common/ and import it as #common/<file>.',
};

// The floors of web/src (docs/architecture.md). The top floor: web/pages/ and these entry points,
// which import features to compose them: the boot script, the island registry and <Island>,
// which renders from it (and their tests).
const topFloor = [
  'web/src/client/boot.ts',
  'web/src/client/boot.test.ts',
  'web/src/islands/registry.ts',
  'web/src/islands/registry.test.ts',
  'web/src/islands/Island.tsx',
];
// The shared floor: what any feature may use. Its rooms import each other freely, acyclically
// (web/src/test/import-cycles.test.ts).
const sharedRooms = [
  'api',
  'client',
  'components',
  'config',
  'content',
  'islands',
  'test',
  'theme',
  'toast',
];
const features = readdirSync(new URL('web/src/features/', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const featureFromShared = {
  regex: '^(\\.\\./)+features(/|$)',
  message:
    'A shared room of web/src (components, client, api, theme, content, config, islands, toast) must not import a feature: move what both need to a shared room, or let the page pass it in.',
};
const topFloorFromBelow = {
  regex: '(^|/)(pages/|client/boot$|islands/(registry|Island)$)|^\\./(boot|registry|Island)$',
  message:
    'Only the top floor (web/pages/, client/boot.ts, islands/registry.ts and Island.tsx) imports the entry points: they compose features, so nothing below them may import them.',
};
/**
 * A sibling feature, as a relative path from `depth` folders inside `feature` spells it: exactly
 * depth + 1 steps up reach features/, then any other name.
 */
const otherFeature = (feature, depth) => ({
  regex: `^(\\.\\./){${depth + 1}}(?!\\.\\./)(?!${feature}(/|$))`,
  message: `A feature must not import another feature (features/${feature} → a sibling): move what both need to a shared room (components/, toast/, content/), or let the page compose them.`,
});

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
  // Who may import whom: the site and the mock server share facts only through
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
  boundary(['web/**'], [noServerInWeb]),
  // Inside web/src (bulletproof-react's rule): the shared rooms never import a feature
  // nor the top floor; a feature never imports another feature nor the top floor. The top floor,
  // web/pages/ and the site's entry points (topFloor), composes features and may import anything.
  // A feature's part that another needs moves to a shared room (components/, toast/, content/), or
  // the page passes it in (AgentLanding's `signIn` slot). docs/architecture.md, "Who may import
  // whom". Each block repeats the web/ rule: a later block replaces the option.
  boundary(
    sharedRooms.map((room) => `web/src/${room}/**`),
    [noServerInWeb, featureFromShared, topFloorFromBelow],
    topFloor,
  ),
  // A feature's files sit at most one folder deep today (agents/AgentGrid/, blog/Article/): the
  // blocks cover two.
  ...features.flatMap((feature) =>
    [0, 1, 2].map((depth) =>
      boundary(
        [`web/src/features/${feature}${'/*'.repeat(depth)}`],
        [noServerInWeb, otherFeature(feature, depth), topFloorFromBelow],
      ),
    ),
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
  // The conformance runner is a package of its own, installed where this repository is not: it
  // imports its own files and its dependencies, never a path out of conformance/ or an alias of
  // the repository's package.json. Its files sit at most one folder deep (src/, bin/).
  ...[
    [['conformance'], 1],
    [['conformance/src', 'conformance/bin'], 2],
  ].map(([folders, depth]) =>
    boundary(folders, [
      {
        regex: `^(\\.\\./){${depth}}|^#(common|web)/`,
        message: noOutsideConformance,
      },
    ]),
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
