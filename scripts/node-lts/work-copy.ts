// The work tree as `npm run test:node-lts` copies it (node-lts.ts): what git tracks and the new
// files it does not ignore, so a change not yet committed is tested too, and nothing built or
// installed (node_modules, dist, caches) comes along. The copy is a git repository of one commit,
// the work tree as it was: tests that ask git which files are the source (report-lines.test.ts)
// read the same list as in the repository.

import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, lstatSync, mkdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/** The work tree's files, relative to `root`: tracked, and untracked but not ignored. */
export function workTreeFiles(root: string): string[] {
  const listed = execFileSync(
    'git',
    ['ls-files', '-z', '--cached', '--others', '--exclude-standard'],
    { cwd: root, maxBuffer: 64 * 1024 * 1024 },
  );
  // A tracked file deleted in the work tree is still listed; a link to a folder is not a file.
  return [...new Set(listed.toString('utf8').split('\0'))].filter((path) => {
    if (path === '') return false;
    const full = join(root, path);
    return existsSync(full) && lstatSync(full).isFile();
  });
}

/** Copies the work tree's files from `root` into `target` (created), commits them; returns how many. */
export function copyWorkTree(root: string, target: string): number {
  const files = workTreeFiles(root);
  for (const path of files) {
    const to = join(target, path);
    mkdirSync(dirname(to), { recursive: true });
    copyFileSync(join(root, path), to);
  }
  // Without the caller's GIT_DIR and friends (a git hook sets them), git would use their repository.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('GIT_')),
  );
  const git = (...args: string[]) =>
    execFileSync('git', args, { cwd: target, env, stdio: ['ignore', 'ignore', 'pipe'] });
  git('init', '-q');
  git('add', '-A');
  const identity = ['-c', 'user.name=test:node-lts', '-c', 'user.email=node-lts@localhost'];
  git(...identity, '-c', 'commit.gpgsign=false', 'commit', '-q', '--no-verify', '-m', 'work tree');
  return files.length;
}

/** The system's mount table (`/proc/mounts`), or '' where there is none. */
export function readMounts(): string {
  try {
    return readFileSync('/proc/mounts', 'utf8');
  } catch {
    return '';
  }
}

/** Whether `/dev/shm` is a memory file system the copies can run programs from (not noexec). */
export function memoryFolderUsable(mounts: string): boolean {
  const shm = mounts
    .split('\n')
    .map((line) => line.split(' '))
    .find((fields) => fields[1] === '/dev/shm');
  if (!shm || shm[2] !== 'tmpfs') return false;
  return !(shm[3] ?? '').split(',').includes('noexec');
}
