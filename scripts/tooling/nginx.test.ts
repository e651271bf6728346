import { describe, expect, it } from 'vitest';
import { nginxMainConfig } from './nginx';

describe('nginxMainConfig', () => {
  const base = { tempDir: '/tmp/nginx-x', siteConf: '/tmp/nginx-x/site.conf' };

  it('runs nginx in the foreground around the site block, logging errors to stderr', () => {
    const config = nginxMainConfig({ ...base, brotliModule: null });
    expect(config).toContain('daemon off;');
    expect(config).toContain('error_log stderr warn;');
    expect(config).toContain('include /tmp/nginx-x/site.conf;');
    expect(config).toContain('access_log off;');
    expect(config).not.toContain('load_module');
  });

  it('loads the brotli module only when it is given, before anything else', () => {
    const config = nginxMainConfig({ ...base, brotliModule: '/usr/lib/x/brotli.so' });
    expect(config.split('\n')[1]).toBe('load_module /usr/lib/x/brotli.so;');
  });

  it('logs requests to stdout when asked (serve:static)', () => {
    const config = nginxMainConfig({ ...base, brotliModule: null, accessLog: true });
    expect(config).toMatch(/access_log \/dev\/stdout testbeam;/);
  });

  it('writes only inside its temp directory', () => {
    const config = nginxMainConfig({ ...base, brotliModule: null });
    const paths = [...config.matchAll(/(?:pid|_temp_path) (\S+?);/g)];
    expect(paths.length).toBeGreaterThan(5);
    for (const [, path] of paths) expect(path?.startsWith('/tmp/nginx-x/')).toBe(true);
  });
});
