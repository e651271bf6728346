// The git side of the check: which repository, which base commit, and the contract's text there.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ApiDiffError } from './api-diff-error';

type GitRun = { ok: boolean; stdout: string; stderr: string; notInstalled: boolean };

function git(cwd: string, args: string[]): GitRun {
  const run = spawnSync('git', args, {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
    maxBuffer: 64 * 1024 * 1024,
  });
  const code = (run.error as NodeJS.ErrnoException | undefined)?.code;
  return {
    ok: run.status === 0,
    stdout: run.stdout ?? '',
    stderr: (run.stderr ?? '').trim(),
    notInstalled: code === 'ENOENT',
  };
}

/** The repository's top folder, or why there is nothing to compare against. */
export function repositoryRoot(cwd: string): { root: string } | { skip: string } {
  // spawnSync reports a missing cwd as ENOENT too, which would read as "git is not installed".
  if (!existsSync(cwd)) throw new ApiDiffError(`no such directory: ${cwd}`);
  const run = git(cwd, ['rev-parse', '--show-toplevel']);
  if (run.notInstalled) return { skip: 'git is not installed' };
  if (!run.ok) return { skip: `${cwd} is not inside a git repository` };
  return { root: run.stdout.trim() };
}

/** A commit-ish's full sha, or undefined when git does not know it as a commit. */
function commitOf(root: string, ref: string): string | undefined {
  // --end-of-options: a ref spelled like an option (`--output=x`) stays a ref.
  const run = git(root, [
    'rev-parse',
    '--verify',
    '--quiet',
    '--end-of-options',
    `${ref}^{commit}`,
  ]);
  return run.ok ? run.stdout.trim() : undefined;
}

function shortSha(root: string, sha: string): string {
  const run = git(root, ['rev-parse', '--short', sha]);
  return run.ok ? run.stdout.trim() : sha.slice(0, 7);
}

export type Base = { label: string; sha: string; short: string };

/**
 * `--base REF` as given; by default where this branch left main (`git merge-base HEAD main`), so
 * changes that landed on main since do not count as this branch's. A CI checkout often has no
 * local main, only origin/main, hence the fallback; with neither, HEAD.
 */
export function resolveBase(root: string, ref?: string): Base {
  if (ref !== undefined) {
    const sha = commitOf(root, ref);
    if (!sha) throw new ApiDiffError(`unknown git ref '${ref}'`);
    return { label: ref, sha, short: shortSha(root, sha) };
  }
  const head = commitOf(root, 'HEAD');
  if (!head) throw new ApiDiffError(`unknown git ref 'HEAD' (a repository with no commit yet?)`);
  const main = ['main', 'origin/main']
    .map((name) => ({ name, sha: commitOf(root, name) }))
    .find((candidate) => candidate.sha !== undefined);
  // A checkout with no main at all (a detached CI clone of one commit) still holds the working
  // tree to its last commit, rather than refusing to run inside `npm run check`.
  if (!main?.sha) return { label: 'HEAD (no main here)', sha: head, short: shortSha(root, head) };
  const run = git(root, ['merge-base', head, main.sha]);
  if (!run.ok) {
    throw new ApiDiffError(
      `HEAD and ${main.name} share no commit (a shallow clone? fetch more history or pass --base REF)`,
    );
  }
  const sha = run.stdout.trim();
  return { label: main.name, sha, short: shortSha(root, sha) };
}

/** The text of `path` (from the repository's top) at a commit, or undefined when it is absent. */
export function fileAt(root: string, sha: string, path: string): string | undefined {
  if (!git(root, ['cat-file', '-e', `${sha}:${path}`]).ok) return undefined;
  const run = git(root, ['show', `${sha}:${path}`]);
  if (!run.ok) throw new ApiDiffError(`git show ${sha}:${path} failed: ${run.stderr}`);
  return run.stdout;
}
