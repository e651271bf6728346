import { describe, expect, it } from 'vitest';
import { nginxConfig } from './nginx';

describe('nginxConfig', () => {
  const config = nginxConfig({ port: 41234, root: '/repo/dist/client', tempDir: '/tmp/bench-x' });

  it('serves the build on the loopback port, in the foreground', () => {
    expect(config).toContain('daemon off;');
    expect(config).toContain('listen 127.0.0.1:41234;');
    expect(config).toContain('root /repo/dist/client;');
  });

  it('answers like a static host: try_files, pre-compressed gzip, the 404 page', () => {
    expect(config).toContain('try_files $uri $uri/index.html =404;');
    expect(config).toContain('gzip_static on;');
    expect(config).toContain('error_page 404 /404.html;');
  });

  it('writes only inside its temp directory', () => {
    const paths = [...config.matchAll(/(?:pid|error_log|_temp_path) (\S+?);?(?:\s|$)/g)];
    expect(paths.length).toBeGreaterThan(5);
    for (const [, path] of paths) expect(path?.startsWith('/tmp/bench-x/')).toBe(true);
  });
});
