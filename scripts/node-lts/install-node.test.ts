import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { installNode } from './install-node';
import { nodeBinDir, platformPackage } from './node-lts-report';

const made: string[] = [];
afterEach(() => {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A cache holding `version` as installNode leaves it, with the npm its changelog names. */
function cacheWith(version: string, changelog: string, npm: string | null): string {
  const cache = mkdtempSync(join(tmpdir(), 'install-node-'));
  made.push(cache);
  const binDir = nodeBinDir(join(cache, version), platformPackage());
  mkdirSync(binDir, { recursive: true });
  writeFileSync(join(binDir, 'node'), '');
  writeFileSync(join(binDir, '..', 'CHANGELOG.md'), changelog);
  if (npm) {
    mkdirSync(join(cache, `npm-${npm}`, 'node_modules', '.bin'), { recursive: true });
    writeFileSync(join(cache, `npm-${npm}`, 'node_modules', '.bin', 'npm'), '');
  }
  return cache;
}

describe('installing a Node release with its npm', () => {
  it('takes a release and its npm from the cache, without the registry', async () => {
    const changelog = '## Version 24.21.0\n* **deps**: upgrade npm to 11.19.0 (npm team)\n';
    const cache = cacheWith('24.21.0', changelog, '11.19.0');
    const installed = await installNode('24.21.0', join(cache, 'logs', 'install.log'), cache);
    expect(installed).toEqual({
      binDirs: [
        nodeBinDir(join(cache, '24.21.0'), platformPackage()),
        join(cache, 'npm-11.19.0', 'node_modules', '.bin'),
      ],
      npm: '11.19.0',
    });
  });

  it('fails when the release names no npm it bundles', async () => {
    const cache = cacheWith('24.21.0', '## Version 24.21.0\n', null);
    expect(await installNode('24.21.0', join(cache, 'logs', 'install.log'), cache)).toBeNull();
  });
});
