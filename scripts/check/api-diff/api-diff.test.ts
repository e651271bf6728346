import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { rootDir } from '../../tooling/paths';
import { contract, edit, renameMessage } from './contract-edits';

// The spec changes and their verdicts are breaking-changes.test.ts's table; here, the CLI around
// them: git, the base ref, the exit codes. One redocly diff run in all.
const breaking = edit(contract, renameMessage);

/** The CLI as `npm run check -- api-diff` runs it, pointed at another folder with --cwd. */
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
    expect(stdout).toContain('Property `message` of `SuccessResponse` was removed.');
    expect(stdout).toMatch(/api-diff: \d+ breaking changes? against HEAD \([0-9a-f]{7,}\)\n$/);
  });

  it("exits 2 with Redocly's words when the work tree's contract cannot be read", () => {
    const repo = repository({ 'openapi.yaml': contract });
    writeFileSync(join(repo, 'openapi.yaml'), 'openapi: 3.1.0\ninfo: [\n');
    const { status, stderr } = cli('--base', 'HEAD', '--cwd', repo);
    expect(status).toBe(2);
    expect(stderr).toMatch(/^api-diff: redocly diff could not compare the files \(exit code 1\)/);
    expect(stderr).toContain('head/openapi.yaml');
    expect(stderr).not.toContain('║');
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
