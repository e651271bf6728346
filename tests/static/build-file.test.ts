// The file a deployment copies, dist/nginx/site.conf, is exactly the block the rest of the suite
// serves (rendered by the same function from the same records, with the build's settings in
// place of this run's port and root), and nginx accepts it as it is.

import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { nginxBuildSettings, renderNginxSite } from '../../scripts/build/headers/nginx-site';
import { clientDir, rootDir } from '../../scripts/tooling/paths';
import { ensureBrotliModule, ensureNginx, nginxMainConfig } from '../../scripts/tooling/nginx';
import { buildHeaders } from '../../scripts/tooling/static-server';

const buildFile = join(rootDir, 'dist', 'nginx', 'site.conf');

describe('dist/nginx/site.conf', () => {
  const text = readFileSync(buildFile, 'utf8');

  it('is the served block with the build’s settings (npm test builds with the same environment)', () => {
    expect(text).toBe(
      renderNginxSite({ headers: buildHeaders(clientDir), ...nginxBuildSettings(process.env) }),
    );
  });

  it('passes `nginx -t` as it is', () => {
    const tempDir = mkdtempSync(join(tmpdir(), 'testbeam-nginx-t-'));
    try {
      const brotliOn = /^\s*brotli_static on;/m.test(text);
      const config = join(tempDir, 'nginx.conf');
      writeFileSync(
        config,
        nginxMainConfig({
          tempDir,
          siteConf: buildFile,
          brotliModule: brotliOn ? ensureBrotliModule() : null,
        }),
      );
      const output = execFileSync(
        ensureNginx(),
        ['-t', '-e', 'stderr', '-p', tempDir, '-c', config],
        {
          encoding: 'utf8',
          stdio: ['ignore', 'pipe', 'pipe'],
        },
      );
      expect(output).toBe('');
    } finally {
      rmSync(tempDir, { recursive: true, force: true });
    }
  });
});
