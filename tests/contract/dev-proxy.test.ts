// `npm run dev` as a developer meets it: Vite's dev server proxies /api, /__mock and the app
// stand-in to the mock, which must take those requests (Host and Origin are the Vite server's)
// and send the browser back through Vite. Both start here exactly as scripts/dev/dev.ts starts them,
// on free ports; no Prism (these are not contract answers).

import { join } from 'node:path';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { devEnvironments } from '../../scripts/dev/dev-env';
import { freePort } from '../../scripts/tooling/ports';
import { type Running, startMock } from './harness';

const rootDir = join(import.meta.dirname, '../..');

let mock: Running;
let vite: ViteDevServer;
let origin: string;

beforeAll(async () => {
  const [mockPort, port] = [await freePort(), await freePort()];
  const env = devEnvironments(String(mockPort), port);
  mock = await startMock(env.mock, { port: mockPort });
  Object.assign(process.env, env.vite);
  vite = await createServer({
    configFile: join(rootDir, 'vite.config.ts'),
    logLevel: 'silent',
    server: { port, strictPort: true },
  });
  await vite.listen();
  origin = `http://localhost:${port}`;
});

afterAll(async () => {
  await vite?.close();
  await mock?.stop();
});

describe('npm run dev: the Vite proxy in front of the mock', () => {
  it('sends a code through the proxy and the dev outbox shows it', async () => {
    const sent = await fetch(`${origin}/api/auth/generate`, {
      method: 'POST',
      // As the site's own page calls it through the proxy.
      headers: { origin, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'dev@example.com', recaptchaToken: '' }),
    });
    expect(sent.status).toBe(200);
    const outbox = await fetch(`${origin}/__mock/outbox?to=dev@example.com`);
    expect(outbox.status).toBe(200);
    expect(await outbox.json()).toHaveLength(1);
  });

  it('points Google sign-in at the Vite server, and the stand-in page answers there', async () => {
    const res = await fetch(`${origin}/api/auth/oauth/google/loginUrl?redirect=/api_mcp_studio/`);
    const { data } = (await res.json()) as { data: { url: string } };
    expect(data.url.startsWith(`${origin}/__mock/oauth/google?`)).toBe(true);
    const page = await fetch(data.url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Choose an account');
  });

  it('still refuses a write from another site through the proxy', async () => {
    const res = await fetch(`${origin}/__mock/reset`, {
      method: 'POST',
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(res.status).toBe(403);
  });
});
