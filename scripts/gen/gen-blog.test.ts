import { spawnSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { rootDir } from '../tooling/paths';
import { POSTS_MODULE } from './blog/outputs';

describe('npm run gen -- blog', () => {
  it('leaves files already as they should be untouched (npm test builds beside their readers)', () => {
    const before = statSync(join(rootDir, POSTS_MODULE)).mtimeMs;
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/gen/gen-blog.ts'], {
      cwd: rootDir,
      encoding: 'utf8',
    });
    expect(run.status, run.stderr).toBe(0);
    expect(run.stdout).toMatch(/9 posts and their covers, 0 file\(s\) written/);
    expect(statSync(join(rootDir, POSTS_MODULE)).mtimeMs).toBe(before);
    // A child Node with tsx: seconds on a machine busy with the rest of npm test.
  }, 60_000);
});
