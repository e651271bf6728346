// One linter for the whole repository (Prettier formats; ESLint only finds mistakes).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;

// Who may import whom (docs/architecture.md): each zone names the files it holds (`target`), what
// they may not import (`from`, with `except`ions inside it) and why. The rule resolves every
// specifier first (package.json's `#web/*` and `#common/*` aliases, relative paths, type-only
// imports alike), so a boundary holds however the import is spelled.
const noWebInServer =
  'mock-server/ must not import from web/: move the fact both sides need to common/ and import it as #common/<file>.';
const noServerInWeb =
  'web/ must not import from mock-server/: move the fact both sides need to common/ and import it as #common/<file>.';
const noOutsideConformance =
  'conformance/ is its own package: it may import only its own files and its dependencies, nothing of the repository around it (common/, web/, scripts/, tests/, mock-server/).';

// The floors of web/src. The top floor: web/pages/ and these entry points, which import features
// to compose them: the boot script, the island registry and <Island>, which renders from it.
const entryPoints = {
  'web/src/client': ['boot.ts'],
  'web/src/islands': ['registry.ts', 'Island.tsx'],
};
const topFloor = [
  'web/pages',
  ...Object.entries(entryPoints).flatMap(([room, files]) => files.map((file) => `${room}/${file}`)),
];
// The shared floor: what any feature may use. Its rooms import each other freely, acyclically
// (npm run check -- cycles).
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
].map((room) => `web/src/${room}`);
const features = readdirSync(new URL('web/src/features/', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => `web/src/features/${entry.name}`);

// Every room of mock-server/src but the plugin layer itself and the routes that use it.
const mockDomainRooms = readdirSync(new URL('mock-server/src/', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory() && !['plugins', 'routes'].includes(entry.name))
  .map((entry) => `mock-server/src/${entry.name}`);

/** A room's files as targets, but its entry points and their tests, which sit on the top floor. */
function belowTop(room) {
  const files = entryPoints[room];
  if (!files) return [room];
  const topNames = files.flatMap((file) => [file, file.replace(/(\.tsx?)$/, '.test$1')]);
  return [`${room}/!(${topNames.join('|')})`, `${room}/*/**`];
}

const zones = [
  { target: 'mock-server', from: 'web', message: noWebInServer },
  // The server itself runs without the repository's tools and tests (its own tests may use
  // scripts/tooling/).
  {
    target: 'mock-server/src',
    from: ['scripts', 'tests', 'mock-server/test'],
    message:
      'mock-server/src/ must not import scripts/, tests/ or its own test/: the server runs without them.',
  },
  // The mock's layers point one way: app.ts and the routes use the plugins (Fastify's
  // decorators, hooks, routeOperation); every other room of mock-server/src is plain code the
  // plugins and routes use, and never imports them back.
  {
    target: mockDomainRooms,
    from: 'mock-server/src/plugins',
    message:
      'Only mock-server/src/app.ts and src/routes/ import src/plugins/: move what this room needs (an error, a type, a message) to a plain module of its own room or of src/util/.',
  },
  { target: 'web', from: 'mock-server', message: noServerInWeb },
  {
    target: 'common',
    from: ['web', 'mock-server', 'scripts', 'tests'],
    message:
      'common/ holds facts both sides use and imports nothing from web/, mock-server/, scripts/ or tests/.',
  },
  // The scripts start or build the mock server through its entry points only: server.ts (run
  // it), app.ts and config.ts (build it in-process, as the API benchmark does); anything else
  // they need from it belongs in common/.
  {
    target: 'scripts',
    from: 'mock-server/src',
    except: ['./app.ts', './config.ts', './server.ts'],
    message:
      'scripts/ may import only mock-server/src/app, config and server; move what else it needs to common/ (#common/...).',
  },
  // The conformance runner is a package of its own, installed where this repository is not: it
  // imports its own files and its dependencies, nothing else of the repository.
  {
    target: 'conformance',
    from: '.',
    except: ['./conformance', './node_modules'],
    message: noOutsideConformance,
  },
  // Inside web/src (bulletproof-react's rule): the shared rooms never import a feature nor the top
  // floor; a feature never imports another feature nor the top floor. The top floor composes
  // features and may import anything. A feature's part that another needs moves to a shared room
  // (components/, toast/, content/), or the page passes it in (AgentLanding's `signIn` slot).
  {
    target: sharedRooms.flatMap(belowTop),
    from: 'web/src/features',
    message:
      'A shared room of web/src (components, client, api, theme, content, config, islands, toast) must not import a feature: move what both need to a shared room, or let the page pass it in.',
  },
  {
    target: [...sharedRooms.flatMap(belowTop), ...features],
    from: topFloor,
    message:
      'Only the top floor (web/pages/, client/boot.ts, islands/registry.ts and Island.tsx) imports the entry points: they compose features, so nothing below them may import them.',
  },
  ...features.map((feature) => {
    const name = feature.slice('web/src/features/'.length);
    return {
      target: feature,
      from: 'web/src/features',
      except: [`./${name}`],
      message: `A feature must not import another feature (features/${name} → a sibling): move what both need to a shared room (components/, toast/, content/), or let the page compose them.`,
    };
  }),
];

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
  {
    files: ['**/*.{js,ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: { 'import-x/no-restricted-paths': ['error', { basePath: root, zones }] },
  },
  // conformance/ has a package.json of its own without the repository's aliases, so `#common/...`
  // resolves to nothing there and the zones cannot judge it: the aliases are refused by name.
  {
    files: ['conformance/**/*.{js,ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ regex: '^#(common|web)/', message: noOutsideConformance }] },
      ],
    },
  },
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
