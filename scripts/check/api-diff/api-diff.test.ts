import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { isMap, isSeq, parseDocument, type Document } from 'yaml';
import { rootDir } from '../../tooling/paths';
import { checkApiDiff } from './check';
import { infoVersion, majorOf } from './verdict';

// The fixtures are edits of the current contract, made here, so they never drift from it. Each
// Optic run takes about a second: four in all (three fixtures, one CLI run).
const contract = readFileSync(join(rootDir, 'openapi.yaml'), 'utf8');

function edit(text: string, change: (doc: Document) => void): string {
  const doc = parseDocument(text);
  change(doc);
  return doc.toString();
}

/** SuccessResponse's required `message` renamed `note`: a property every client reads is gone. */
const breaking = edit(contract, (doc) => {
  const required = doc.getIn(['components', 'schemas', 'SuccessResponse', 'required']);
  const properties = doc.getIn(['components', 'schemas', 'SuccessResponse', 'properties']);
  if (!isSeq(required) || !isMap(properties) || !properties.has('message')) {
    throw new Error('openapi.yaml: SuccessResponse no longer requires `message`; update the test');
  }
  required.items = required.items.map((item) =>
    doc.createNode(String(item) === 'message' ? 'note' : String(item)),
  );
  properties.set('note', properties.get('message'));
  properties.delete('message');
});

/** An optional `hint` added to ErrorResponse: clients that do not know it can ignore it. */
const compatible = edit(contract, (doc) => {
  doc.setIn(
    ['components', 'schemas', 'ErrorResponse', 'properties', 'hint'],
    doc.createNode({ type: 'string', description: 'What to try next.' }),
  );
});

const nextMajor = `${(majorOf(infoVersion(contract)) ?? 0) + 1}.0.0`;
const breakingWithMajorBump = edit(breaking, (doc) => doc.setIn(['info', 'version'], nextMajor));

describe('checkApiDiff (Optic on two texts)', { timeout: 60_000 }, () => {
  it('fails a renamed required response property and names it', () => {
    const { exitCode, lines } = checkApiDiff(contract, breaking, 'main (abc1234)');
    const output = lines.join('\n');
    expect(exitCode).toBe(1);
    expect(output).toContain("cannot remove response property 'message'");
    expect(output).toMatch(/property message: removed {2}\[breaking\]/);
    expect(lines.at(-1)).toMatch(/^api-diff: \d+ breaking changes? against main \(abc1234\)$/);
  });

  it('passes an optional property added to a response', () => {
    const { exitCode, lines } = checkApiDiff(contract, compatible, 'main (abc1234)');
    expect(exitCode).toBe(0);
    expect(lines.join('\n')).toContain('property hint: added');
    expect(lines.at(-1)).toMatch(
      /^api-diff: no breaking changes against main \(abc1234\); \d+ compatible changes$/,
    );
  });

  it('passes the same break under a major version bump, and says so', () => {
    const { exitCode, lines } = checkApiDiff(contract, breakingWithMajorBump, 'main (abc1234)');
    const output = lines.join('\n');
    expect(exitCode).toBe(0);
    expect(output).toContain("cannot remove response property 'message'");
    expect(lines.at(-1)).toContain(`allowed by the major version bump`);
    expect(lines.at(-1)).toContain(`→ ${nextMajor}`);
  });
});

/** The CLI as `npm run check:api-diff` runs it, pointed at another folder with --cwd. */
function cli(...args: string[]) {
  // Without the caller's GIT_DIR and friends (a git hook sets them), git would read the wrong
  // repository; the ceiling keeps git from finding a repository above the temp folders.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('GIT_')),
  );
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(rootDir, 'scripts/check/check-api-diff.ts'), ...args],
    { cwd: rootDir, encoding: 'utf8', env: { ...env, GIT_CEILING_DIRECTORIES: tmpdir() } },
  );
  return { status: run.status, stdout: run.stdout, stderr: run.stderr };
}

const temps: string[] = [];
function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'api-diff-test-'));
  temps.push(dir);
  return dir;
}
afterAll(() => temps.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

/** A throwaway repository whose one commit holds `files`. */
function repository(files: Record<string, string>): string {
  const dir = tempDir();
  const git = (...args: string[]) => {
    const run = spawnSync('git', args, { cwd: dir, encoding: 'utf8' });
    if (run.status !== 0) throw new Error(`git ${args.join(' ')}: ${run.stderr}`);
  };
  git('init', '-q');
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  git('add', '.');
  const identity = ['-c', 'user.name=Test', '-c', 'user.email=test@example.com'];
  git(...identity, '-c', 'commit.gpgsign=false', 'commit', '-q', '-m', 'base');
  return dir;
}

describe('the check-api-diff CLI', { timeout: 60_000 }, () => {
  it('exits 1 on a breaking change in the work tree against --base HEAD', () => {
    const repo = repository({ 'openapi.yaml': contract });
    writeFileSync(join(repo, 'openapi.yaml'), breaking);
    const { status, stdout } = cli('--base', 'HEAD', '--cwd', repo);
    expect(status).toBe(1);
    expect(stdout).toContain("cannot remove response property 'message'");
    expect(stdout).toMatch(/api-diff: \d+ breaking changes? against HEAD \([0-9a-f]{7,}\)\n$/);
  });

  it('passes when the base commit has no openapi.yaml', () => {
    const repo = repository({ 'README.md': 'no contract yet\n' });
    writeFileSync(join(repo, 'openapi.yaml'), contract);
    const { status, stdout } = cli('--base', 'HEAD', '--cwd', repo);
    expect(status).toBe(0);
    expect(stdout).toMatch(/openapi\.yaml did not exist at HEAD/);
  });

  it('without --base or a main branch, compares with the last commit', () => {
    const repo = repository({ 'README.md': 'no contract yet\n' });
    spawnSync('git', ['branch', '-m', 'trunk'], { cwd: repo });
    writeFileSync(join(repo, 'openapi.yaml'), contract);
    const { status, stdout } = cli('--cwd', repo);
    expect(status).toBe(0);
    expect(stdout).toMatch(/openapi\.yaml did not exist at HEAD \(no main here\)/);
  });

  it('names an unknown ref in one line and exits 2', () => {
    const repo = repository({ 'openapi.yaml': contract });
    const { status, stderr } = cli('--base', 'no-such-branch', '--cwd', repo);
    expect(status).toBe(2);
    expect(stderr.trim().split('\n')).toEqual(["api-diff: unknown git ref 'no-such-branch'"]);
  });

  it('skips, with the reason, outside a git repository', () => {
    const { status, stdout } = cli('--cwd', tempDir());
    expect(status).toBe(0);
    expect(stdout).toMatch(/^api-diff: skipped, .* is not inside a git repository/);
  });
});
