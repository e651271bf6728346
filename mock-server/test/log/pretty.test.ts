import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { freePort } from '../../../scripts/tooling/ports';
import { banner, createFormatter, prettyStream, usePretty } from '../../src/log/pretty';

const line = (fields: object) =>
  JSON.stringify({
    level: 30,
    time: Date.UTC(2026, 10, 24, 9, 5, 7, 42),
    pid: 1,
    hostname: 'h',
    ...fields,
  });

describe('the terminal log', () => {
  it('is pretty on a terminal or when asked, JSON otherwise', () => {
    expect(usePretty('auto', true)).toBe(true);
    expect(usePretty('auto', false)).toBe(false);
    expect(usePretty('auto', undefined)).toBe(false);
    expect(usePretty('pretty', false)).toBe(true);
    expect(usePretty('json', true)).toBe(false);
  });

  it('writes one line per request: method, URL, status and time', () => {
    const format = createFormatter(false);
    expect(
      format(
        line({
          reqId: 'req-1',
          msg: 'incoming request',
          req: { method: 'POST', url: '/api/auth/generate' },
        }),
      ),
    ).toBeNull();
    expect(
      format(
        line({
          reqId: 'req-1',
          msg: 'request completed',
          res: { statusCode: 429 },
          responseTime: 3.14159,
        }),
      ),
    ).toBe('09:05:07.042 INFO  POST /api/auth/generate → 429 3.1 ms');
  });

  it('keeps a message with its fields and error, and passes text that is not JSON through', () => {
    const format = createFormatter(false);
    expect(
      format(
        line({
          level: 50,
          msg: 'could not save',
          path: '/data/x.json',
          err: { message: 'EACCES' },
        }),
      ),
    ).toBe('09:05:07.042 ERROR could not save EACCES path=/data/x.json');
    expect(format('plain text\n')).toBe('plain text');
  });

  it('colours only when asked', () => {
    const coloured = createFormatter(true)(line({ msg: 'hello' }));
    expect(coloured).toContain('\u001b[32mINFO ');
    expect(createFormatter(false)(line({ msg: 'hello' }))).not.toContain('\u001b[');
  });

  it('reassembles lines split across writes', async () => {
    const out = new PassThrough();
    const chunks: string[] = [];
    out.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
    const stream = prettyStream(out, false);
    const whole = `${line({ msg: 'one' })}\n${line({ msg: 'two' })}\n`;
    stream.write(whole.slice(0, 20));
    stream.write(whole.slice(20));
    await new Promise((done) => setImmediate(done));
    expect(chunks.join('')).toBe('09:05:07.042 INFO  one\n09:05:07.042 INFO  two\n');
  });

  it('has a banner with the site, the developer routes, the mode and the data directory', () => {
    const text = banner(
      {
        siteUrl: 'http://localhost:8080',
        devRoutes: true,
        dataDir: null,
        links: [['Outbox', '/__mock/outbox']],
        upstream: null,
      },
      false,
    );
    expect(text).toContain('Site       http://localhost:8080');
    expect(text).toMatch(/API\s+mock: answered here/);
    expect(text).toContain('Outbox     http://localhost:8080/__mock/outbox');
    expect(text).toMatch(/Mode\s+development/);
    expect(text).toMatch(/Data\s+in memory/);
    const off = banner(
      {
        siteUrl: 'http://x:1',
        devRoutes: false,
        dataDir: '/srv/data',
        links: [['Outbox', '/__mock/outbox']],
        upstream: null,
      },
      false,
    );
    expect(off).not.toContain('Outbox');
    expect(off).toMatch(/Mode\s+dev routes off/);
    expect(off).toMatch(/Data\s+\/srv\/data/);
  });

  it('says in the banner when /api/* goes to an upstream, and whether strictly', () => {
    const facts = { siteUrl: 'http://localhost:8080', devRoutes: true, dataDir: null, links: [] };
    const proxy = banner(
      { ...facts, upstream: { url: 'https://staging.test', strict: false } },
      false,
    );
    expect(proxy).toMatch(
      /API\s+proxy to https:\/\/staging\.test: every request and answer checked/,
    );
    expect(proxy).toContain('violations journaled, answers passed on');
    const strict = banner(
      { ...facts, upstream: { url: 'https://staging.test', strict: true } },
      false,
    );
    expect(strict).toContain('strict: a violating answer becomes a 502');
  });
});

/** Starts the server with `env`, makes one request, stops it, and returns what it printed. */
async function run(env: Record<string, string>): Promise<string> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, '../../src/server.ts')],
    {
      env: { ...process.env, PORT: String(port), SERVE_SITE: 'false', NO_COLOR: '1', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  try {
    for (let tries = 0; tries < 100 && !/listening/i.test(output); tries += 1) {
      await new Promise((done) => setTimeout(done, 100));
    }
    await fetch(`http://localhost:${port}/__mock/outbox`);
    await new Promise((done) => setTimeout(done, 200));
  } finally {
    child.kill('SIGTERM');
    await new Promise((done) => child.once('exit', done));
  }
  return output;
}

describe('the server process', () => {
  it('prints the banner and readable request lines with LOG_FORMAT=pretty', async () => {
    const output = await run({ LOG_FORMAT: 'pretty' });
    expect(output).toMatch(/Testbeam site \+ mock API\n/);
    expect(output).toMatch(/➜ {2}Console {4}http:\/\/localhost:\d+\/__mock\/\n/);
    expect(output).toMatch(/➜ {2}Outbox {5}http:\/\/localhost:\d+\/__mock\/outbox/);
    expect(output).toMatch(/INFO {2}GET \/__mock\/outbox → 200 [\d.]+ ms/);
    expect(output).not.toContain('"msg"');
  }, 20_000);

  it('writes JSON lines when stdout is not a terminal (CI, Docker)', async () => {
    const output = await run({});
    const lines = output.trim().split('\n');
    expect(lines.length).toBeGreaterThan(2);
    for (const text of lines) expect(() => JSON.parse(text)).not.toThrow();
    expect(output).toContain('"msg":"development mode');
    expect(output).toContain('"mode":"mock","upstream":null,"strict":false');
  }, 20_000);

  it('names the upstream in both forms of the start-up log in proxy mode', async () => {
    const env = { MOCK_UPSTREAM: 'http://127.0.0.1:9/backend/', MOCK_UPSTREAM_STRICT: 'true' };
    const json = await run(env);
    expect(json).toContain('"mode":"proxy","upstream":"http://127.0.0.1:9/backend","strict":true');
    expect(json).toContain('"msg":"API proxy to http://127.0.0.1:9/backend');
    const pretty = await run({ ...env, LOG_FORMAT: 'pretty' });
    expect(pretty).toMatch(/➜ {2}API {8}proxy to http:\/\/127\.0\.0\.1:9\/backend: .*strict/);
  }, 30_000);
});
