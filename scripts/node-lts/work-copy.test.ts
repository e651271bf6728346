import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { copyWorkTree, memoryFolderUsable } from './work-copy';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function repo(): string {
  const dir = mkdtempSync(join(tmpdir(), 'work-copy-'));
  made.push(dir);
  const git = (...args: string[]) => execFileSync('git', args, { cwd: dir, stdio: 'ignore' });
  git('init', '-q');
  writeFileSync(join(dir, '.gitignore'), 'node_modules/\ndist/\n');
  writeFileSync(join(dir, 'package.json'), '{"name":"committed"}');
  mkdirSync(join(dir, 'src'));
  writeFileSync(join(dir, 'src', 'gone.ts'), 'deleted after the commit');
  git('add', '.');
  git('-c', 'user.name=t', '-c', 'user.email=t@example.com', 'commit', '-qm', 'first');
  // The work tree differs from the commit: an edit, a new file, a deletion, and ignored output.
  writeFileSync(join(dir, 'package.json'), '{"name":"edited"}');
  writeFileSync(join(dir, 'src', 'new.ts'), 'not committed yet');
  rmSync(join(dir, 'src', 'gone.ts'));
  mkdirSync(join(dir, 'node_modules', 'x'), { recursive: true });
  writeFileSync(join(dir, 'node_modules', 'x', 'index.js'), '');
  mkdirSync(join(dir, 'dist'));
  writeFileSync(join(dir, 'dist', 'index.html'), '');
  return dir;
}

describe('copyWorkTree', () => {
  it('copies the work tree as it is, edits and new files included, nothing ignored', () => {
    const from = repo();
    const to = mkdtempSync(join(tmpdir(), 'work-copy-to-'));
    made.push(to);
    expect(copyWorkTree(from, join(to, 'copy'))).toBe(3);
    expect(readFileSync(join(to, 'copy', 'package.json'), 'utf8')).toBe('{"name":"edited"}');
    expect(readFileSync(join(to, 'copy', 'src', 'new.ts'), 'utf8')).toBe('not committed yet');
    expect(existsSync(join(to, 'copy', '.gitignore'))).toBe(true);
    expect(existsSync(join(to, 'copy', 'src', 'gone.ts'))).toBe(false);
    expect(existsSync(join(to, 'copy', 'node_modules'))).toBe(false);
    expect(existsSync(join(to, 'copy', 'dist'))).toBe(false);
    // A repository of one commit, the work tree: git lists the same files there.
    const listed = execFileSync('git', ['ls-files'], { cwd: join(to, 'copy'), encoding: 'utf8' });
    expect(listed.trim().split('\n')).toEqual(['.gitignore', 'package.json', 'src/new.ts']);
    const status = execFileSync('git', ['status', '--porcelain'], { cwd: join(to, 'copy') });
    expect(status.toString()).toBe('');
    // git as a child process: a second or two on a machine busy with the rest of npm test.
  }, 30_000);
});

describe('memoryFolderUsable', () => {
  const mounts = (options: string, type = 'tmpfs') =>
    `/dev/vda / ext4 rw,relatime 0 0\ntmpfs /dev/shm ${type} ${options} 0 0\n`;

  it('takes /dev/shm when it is a tmpfs programs may run from', () => {
    expect(memoryFolderUsable(mounts('rw,relatime,size=24684084k'))).toBe(true);
  });

  it('refuses it mounted noexec, on disk, or missing (macOS, Windows)', () => {
    expect(memoryFolderUsable(mounts('rw,nosuid,nodev,noexec'))).toBe(false);
    expect(memoryFolderUsable(mounts('rw', 'ext4'))).toBe(false);
    expect(memoryFolderUsable('/dev/vda / ext4 rw 0 0\n')).toBe(false);
    expect(memoryFolderUsable('')).toBe(false);
  });
});
