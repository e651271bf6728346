import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { build } from '../src/app';
import { loadConfig } from '../src/config';

describe('loadConfig', () => {
  it('has a default for everything', () => {
    expect(loadConfig({})).toEqual({
      PORT: 8080,
      HOST: 'localhost',
      SITE_DIR: fileURLToPath(new URL('../../dist/client', import.meta.url)),
      SERVE_SITE: true,
      LOG_LEVEL: 'info',
    });
  });

  it('reads the environment and treats an empty variable as unset', () => {
    const config = loadConfig({ PORT: '3000', HOST: '0.0.0.0', LOG_LEVEL: 'debug', SITE_DIR: '' });
    expect(config).toMatchObject({ PORT: 3000, HOST: '0.0.0.0', LOG_LEVEL: 'debug' });
    expect(config.SITE_DIR).toBe(loadConfig({}).SITE_DIR);
  });

  it.each(['0', '65536', '70000', '80.5', 'http'])('rejects PORT=%s, naming PORT', (port) => {
    expect(() => loadConfig({ PORT: port })).toThrow(/PORT: must be an integer from 1 to 65535/);
  });

  it('lists every bad variable, one line each', () => {
    expect(() => loadConfig({ PORT: 'abc', LOG_LEVEL: 'loud' })).toThrow(
      /PORT: .*\(got "abc"\)\n {2}LOG_LEVEL: must be one of fatal, .*\(got "loud"\)/,
    );
  });
});

describe('build', () => {
  it('serves only the API when SERVE_SITE=false, even without a build', async () => {
    const config = loadConfig({
      SITE_DIR: '/nonexistent/testbeam/dist/client',
      SERVE_SITE: 'false',
    });
    const app = await build(config, { logger: false });
    const page = await app.inject('/about');
    expect(page.statusCode).toBe(404);
    const api = await app.inject('/api/nope');
    expect(api.json()).toEqual({ success: false, message: 'Not found: GET /api/nope' });
    await app.close();
  });

  it('rejects SERVE_SITE values other than true and false', () => {
    expect(() => loadConfig({ SERVE_SITE: 'yes' })).toThrow(/SERVE_SITE: must be true or false/);
  });

  it('rejects when SITE_DIR does not exist, saying to run npm run build', async () => {
    const config = loadConfig({ SITE_DIR: '/nonexistent/testbeam/dist/client' });
    await expect(build(config, { logger: false })).rejects.toThrow(/npm run build/);
  });
});
