// Fails when web/src/api/generated/schema.d.ts no longer matches openapi.yaml.
//
// It runs the very command line of `npm run gen:api` (read from package.json) with the output
// redirected to a temp file, so the check and the generator cannot drift apart: same CLI, same
// flags, same redocly.yaml, byte-identical text on a fresh generate.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const COMMITTED = 'web/src/api/generated/schema.d.ts';
const STALE_MESSAGE = `${COMMITTED} is stale: run npm run gen:api`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The gen:api arguments, with the output path swapped for `outFile`. */
function genApiArgs(outFile: string): string[] | undefined {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
    scripts?: Record<string, string>;
  };
  const [command, ...args] = (pkg.scripts?.['gen:api'] ?? '').trim().split(/\s+/);
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
/** Why the committed file is stale, or undefined when it is up to date. */
function findStaleness(): string | undefined {
  const committedPath = join(root, COMMITTED);
  if (!existsSync(committedPath)) return STALE_MESSAGE;
  const tempDir = mkdtempSync(join(tmpdir(), 'check-generated-'));
  try {
    const fresh = join(tempDir, 'schema.d.ts');
    const args = genApiArgs(fresh);
    if (!args)
      return `check:generated expects "gen:api" to be "openapi-typescript ... -o ${COMMITTED}"`;
    const run = spawnSync(process.execPath, [cli, ...args], {
      cwd: root,
      encoding: 'utf8',
    });
    if (run.status !== 0) {
      return `openapi-typescript failed (exit ${run.status}):\n${run.stderr || run.stdout}`;
    }
    // Compare line by line so a CRLF checkout does not count as a change.
    const expected = readFileSync(fresh, 'utf8').split(/\r?\n/);
    const actual = readFileSync(committedPath, 'utf8').split(/\r?\n/);
    if (expected.length === actual.length && expected.every((line, i) => line === actual[i])) {
      return undefined;
    }
    const firstDiff = expected.findIndex((line, i) => line !== actual[i]);
    const line = firstDiff === -1 ? expected.length + 1 : firstDiff + 1;
    return `${STALE_MESSAGE} (first difference at line ${line})`;
  } finally {
    rmSync(tempDir, { recursive: true, force: true });
  }
}

const problem = findStaleness();
if (problem) fail(problem);
console.info(`${COMMITTED} is up to date with openapi.yaml`);
