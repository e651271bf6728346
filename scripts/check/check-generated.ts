// Fails when a committed generated file no longer matches what its generator makes now:
// - common/api/schema.d.ts and common/api/behaviour.ts (x-behaviour), from openapi.yaml
//   (`npm run gen -- api`);
// - web/src/content/blog/generated/posts.ts and web/public/images/blog/*.svg, from the Markdown
//   posts (`npm run gen -- blog`);
// - web/public/images/screens/*.svg and web/public/images/products/*.svg, light and dark, from the
//   drawings in scripts/gen/media (`npm run gen -- screens`);
// - the house drawing in docs/architecture.md, from the repository's imports (`npm run gen --
// house`).
//
// The API check runs the very command line of `npm run gen -- api` (scripts/gen/index.ts) with the
// output redirected to a temp file, so the check and the generator cannot drift apart: same CLI,
// same flags, same redocly.yaml, byte-identical text on a fresh generate. The blog check calls the
// same function gen blog writes from (scripts/gen/blog/outputs.ts), the screens check the one
// gen screens writes from (screenOutputs).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { BEHAVIOUR_FILE, freshBehaviour } from '../gen/api/behaviour-source';
import { blogOutputs, COVERS_DIR, type GeneratedFile } from '../gen/blog/outputs';
import { apiTypesCommand } from '../gen/index';
import { drawing, HOUSE_DOC, houseEdges, replaceBetweenMarkers } from '../gen/gen-house';
import { SCREEN_DIRS, screenOutputs } from '../gen/gen-screens';
import { rootDir as root } from '../tooling/paths';

const COMMITTED = 'common/api/schema.d.ts';
const STALE_MESSAGE = `${COMMITTED} is stale: run npm run gen -- api`;

/**
 * Why the committed `path` differs from `fresh`, or undefined when it does not. Compared line by
 * line so a CRLF checkout does not count as a change.
 */
function compareWithCommitted(path: string, fresh: string, staleMessage: string) {
  const committedPath = join(root, path);
  if (!existsSync(committedPath)) return staleMessage;
  const expected = fresh.split(/\r?\n/);
  const actual = readFileSync(committedPath, 'utf8').split(/\r?\n/);
  if (expected.length === actual.length && expected.every((line, i) => line === actual[i])) {
    return undefined;
  }
  const firstDiff = expected.findIndex((line, i) => line !== actual[i]);
  const line = firstDiff === -1 ? expected.length + 1 : firstDiff + 1;
  return `${staleMessage} (first difference at line ${line})`;
}

/** openapi-typescript's arguments as `npm run gen -- api` gives them, the output swapped for `outFile`. */
function genApiArgs(outFile: string): string[] | undefined {
  const [command, ...args]: string[] = [...apiTypesCommand];
  const output = args.findIndex((arg) => arg === '-o' || arg === '--output');
  if (command !== 'openapi-typescript' || output === -1 || args[output + 1] !== COMMITTED) {
    return undefined;
  }
  args[output + 1] = outFile;
  return args;
}

// Resolved through package.json because the package's "./*.js" export maps to .mjs files.
const cli = join(
  dirname(fileURLToPath(import.meta.resolve('openapi-typescript/package.json'))),
  'bin/cli.js',
);

/** Why the API types are stale, or undefined when they are up to date. */
function apiStaleness(): string | undefined {
  if (!existsSync(join(root, COMMITTED))) return STALE_MESSAGE;
  const tempDir = mkdtempSync(join(tmpdir(), 'check-generated-'));
  try {
    const fresh = join(tempDir, 'schema.d.ts');
    const args = genApiArgs(fresh);
    if (!args)
      return `check -- generated expects gen api to run "openapi-typescript ... -o ${COMMITTED}"`;
    const run = spawnSync(process.execPath, [cli, ...args], {
      cwd: root,
      encoding: 'utf8',
    });
    if (run.status !== 0) {
      return `openapi-typescript failed (exit ${run.status}):\n${run.stderr || run.stdout}`;
    }
    return compareWithCommitted(COMMITTED, readFileSync(fresh, 'utf8'), STALE_MESSAGE);
  } finally {
    rmSync(tempDir, { recursive: true, force: true });
  }
}

/**
 * Every way generated files are stale, and files in their folders that no generator writes; empty
 * when they are up to date.
 */
function staleness(files: readonly GeneratedFile[], dirs: readonly string[], command: string) {
  const stale = files.map(({ path, content }) =>
    compareWithCommitted(path, content, `${path} is stale: run ${command}`),
  );
  const wanted = new Set(files.map((file) => file.path));
  const leftovers = dirs
    .flatMap((dir) => readdirSync(join(root, dir)).map((name) => `${dir}/${name}`))
    .filter((path) => !wanted.has(path))
    .map((path) => `${path} is drawn by nothing: run ${command} (and delete it)`);
  return [...stale, ...leftovers].filter((problem) => problem !== undefined);
}

const apiProblem =
  apiStaleness() ??
  compareWithCommitted(
    BEHAVIOUR_FILE,
    freshBehaviour(),
    `${BEHAVIOUR_FILE} is stale: run npm run gen -- api`,
  );
const blogProblems = staleness(await blogOutputs(), [COVERS_DIR], 'npm run gen -- blog');
const screenProblems = staleness(screenOutputs(), SCREEN_DIRS, 'npm run gen -- screens');
const houseProblem = compareWithCommitted(
  HOUSE_DOC,
  replaceBetweenMarkers(readFileSync(join(root, HOUSE_DOC), 'utf8'), drawing(await houseEdges())),
  `${HOUSE_DOC}'s house drawing is stale: run npm run gen -- house`,
);
if (apiProblem) console.error(apiProblem);
else console.info(`${COMMITTED} is up to date with openapi.yaml`);
if (blogProblems.length > 0) for (const problem of blogProblems) console.error(problem);
else console.info('web/src/content/blog/generated and the covers are up to date with the posts');
if (screenProblems.length > 0) for (const problem of screenProblems) console.error(problem);
else console.info('the product screens and previews are up to date with their drawings');
if (houseProblem) console.error(houseProblem);
else console.info(`${HOUSE_DOC}'s house drawing is up to date with the imports`);
if (apiProblem || houseProblem || blogProblems.length > 0 || screenProblems.length > 0) {
  process.exit(1);
}
