import { once } from 'node:events';
import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HarEntry, Records } from './observed';
import { har, harEntry, records, wrongMessage } from './test-fixtures';
import { parseCoverage } from '../coverage';
import { contract } from '../repository-contract';
import { toolkitVersion } from '../toolkit';
import { verdictCommand } from './verdict-command';

/**
 * A stand-in for the mock's dev routes, serving whatever the test sets: the records (`all` ones
 * when asked with ?all=true), the namespaces, and each namespace's journal as a HAR.
 */
const served: {
  records: unknown;
  har: unknown;
  /** Other namespaces' journals, by name (the default one's is `har`). */
  namespaces: Record<string, unknown>;
  headers?: IncomingHttpHeaders;
  urls: string[];
} = { records: records(), har: har([]), namespaces: {}, urls: [] };
let server: Server;
let origin: string;
let dir: string;

beforeAll(async () => {
  server = createServer((request, response) => {
    served.headers = request.headers;
    served.urls.push(request.url ?? '');
    const path = new URL(request.url ?? '/', 'http://x').pathname;
    const namespace = String(request.headers['x-mock-namespace'] ?? 'default');
    const body =
      path === '/__mock/records'
        ? served.records
        : path === '/__mock/namespaces'
          ? { namespaces: ['default', ...Object.keys(served.namespaces)].map((name) => ({ name })) }
          : path === '/__mock/requests.har'
            ? namespace === 'default'
              ? served.har
              : served.namespaces[namespace]
            : undefined;
    response.writeHead(body === undefined ? 404 : 200, { 'content-type': 'application/json' });
    response.end(typeof body === 'string' ? body : JSON.stringify(body ?? {}));
  });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  dir = await mkdtemp(join(tmpdir(), 'verdict-'));
});

afterAll(() => {
  server.close();
});

function serve(
  recorded: Partial<Records>,
  entries: HarEntry[],
  others: Record<string, HarEntry[]> = {},
) {
  served.records = records(recorded);
  served.har = har(entries);
  served.namespaces = Object.fromEntries(
    Object.entries(others).map(([name, list]) => [name, har(list)]),
  );
  served.urls = [];
}

async function run(...argv: string[]) {
  const lines: string[] = [];
  const push = (line: string) => lines.push(line);
  const code = await verdictCommand(argv, contract, { out: push, err: push });
  return { code, out: lines.join('\n') };
}

/** A port where nothing listens: one the system gave a server that has since closed. */
async function deadPort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const { port } = probe.address() as AddressInfo;
  await new Promise((done) => probe.close(done));
  return port;
}

const broken = () =>
  harEntry({ status: 200, body: '{"success":true,"message":42}', violations: [wrongMessage] });

describe('testbeam-contract verdict against a mock', () => {
  it('passes a clean run (0) and writes one JUnit test case per pair seen', async () => {
    serve(
      {
        answers: [
          { operation: 'sendCode', status: '200', count: 2, forced: 0 },
          { operation: 'verifyCode', status: '401', count: 1, forced: 0 },
        ],
      },
      [harEntry({ status: 200 }), harEntry({ status: 200 })],
    );
    const junit = join(dir, 'clean.xml');
    const { code, out } = await run('--journal', origin, '--junit', junit);
    expect(code).toBe(0);
    expect(out).toMatch(/PASS/);
    const xml = await readFile(junit, 'utf8');
    expect([...xml.matchAll(/<testcase [^>]*name="([^"]+)"/g)].map((match) => match[1])).toEqual([
      'sendCode 200',
      'verifyCode 401',
    ]);
    expect(xml).not.toMatch(/<failure/);
  });

  it('fails a violation (1): its pair’s test case fails with the text, SARIF on the right line', async () => {
    serve(
      {
        answers: [{ operation: 'sendCode', status: '200', count: 2, forced: 0 }],
        violations: [{ ...wrongMessage, status: '200', count: 1 }],
      },
      [harEntry({ status: 200 }), broken()],
    );
    const junit = join(dir, 'broken.xml');
    const sarif = join(dir, 'broken.sarif');
    const { code, out } = await run('--journal', origin, '--junit', junit, '--sarif', sarif);
    expect(code).toBe(1);
    expect(out).toMatch(/sendCode 200 at \/message: must be string/);
    expect(await readFile(junit, 'utf8')).toMatch(
      /name="sendCode 200"><failure type="contract" message="1 contract violation">sendCode 200 at \/message: must be string/,
    );
    const log = JSON.parse(await readFile(sarif, 'utf8')) as {
      version: string;
      runs: {
        tool: { driver: Record<string, unknown> };
        results: {
          ruleId: string;
          locations: {
            physicalLocation: { artifactLocation: { uri: string }; region: { startLine: number } };
          }[];
        }[];
      }[];
    };
    expect(log.version).toBe('2.1.0');
    expect(log.runs[0]?.tool.driver).toMatchObject({
      name: '@testbeam/contract verdict',
      version: toolkitVersion,
      properties: { contract: { version: contract.version, hash: contract.hash } },
    });
    expect(await readFile(junit, 'utf8')).toContain(
      `<property name="contract.hash" value="${contract.hash}"/>`,
    );
    const [result] = log.runs[0]?.results ?? [];
    expect(result?.ruleId).toBe('upstream-answer');
    const location = result?.locations[0]?.physicalLocation;
    expect(location?.artifactLocation.uri).toBe('openapi.yaml');
    const contractLines = (await readFile('openapi.yaml', 'utf8')).split('\n');
    const line = contractLines[(location?.region.startLine ?? 0) - 1];
    expect(line).toBe('          type: string');
    expect(
      contractLines.slice(0, location?.region.startLine).findLast((text) => /^ {4}\S/.test(text)),
    ).toBe('    SuccessResponse:');
  });

  it('says how many violations rotated out of the journal and exits 2', async () => {
    serve(
      {
        answers: [{ operation: 'sendCode', status: '200', count: 1200, forced: 0 }],
        violations: [{ ...wrongMessage, status: '200', count: 4 }],
      },
      [broken()],
    );
    const { code, out } = await run('--journal', origin);
    expect(code).toBe(2);
    expect(out).toMatch(
      /cannot conclude: 3 upstream violations counted by the records rotated out/,
    );
  });

  it('reads one namespace when --namespace names it', async () => {
    serve({ answers: [{ operation: 'sendCode', status: '200', count: 1, forced: 0 }] }, [], {
      'e2e-7': [harEntry({ status: 200 })],
    });
    expect((await run('--journal', origin, '--namespace', 'e2e-7')).code).toBe(0);
    expect(served.headers?.['x-mock-namespace']).toBe('e2e-7');
    expect(served.urls).toEqual(['/__mock/records', '/__mock/requests.har']);
  });

  it('reads every namespace unless told one: the summed records and each journal', async () => {
    serve(
      {
        answers: [{ operation: 'sendCode', status: '200', count: 3, forced: 0 }],
        violations: [{ ...wrongMessage, status: '200', count: 2 }],
      },
      [harEntry({ status: 200 })],
      { 'e2e-1': [broken()], 'e2e-2': [broken()] },
    );
    const { code, out } = await run('--journal', origin);
    expect(served.urls).toEqual([
      '/__mock/records?all=true',
      '/__mock/namespaces',
      '/__mock/requests.har',
      '/__mock/requests.har',
      '/__mock/requests.har',
    ]);
    // Both broken answers were found in the per-test namespaces' journals: nothing rotated.
    expect(code).toBe(1);
    expect(out).toMatch(
      /FAIL: 1 distinct violation in 2 upstream answers, 0 undocumented statuses/,
    );
  });

  it('exits 2 for a mock that is not in proxy mode, or answers what is not JSON', async () => {
    serve({ mode: 'mock' }, []);
    const notProxy = await run('--journal', origin);
    expect(notProxy).toEqual({
      code: 2,
      out: expect.stringMatching(/in mock mode, not proxy mode/),
    });
    served.records = 'not json';
    const garbage = await run('--journal', origin);
    expect(garbage).toEqual({ code: 2, out: expect.stringMatching(/records is not JSON/) });
  });

  it('exits 2 for a mock that is not there', async () => {
    const { code, out } = await run('--journal', `http://127.0.0.1:${await deadPort()}`);
    expect(code).toBe(2);
    expect(out).toMatch(/unreachable/);
  });
});

describe('testbeam-contract verdict on a saved HAR', () => {
  it('judges what the HAR holds and writes the live coverage', async () => {
    const file = join(dir, 'saved.har');
    await writeFile(file, JSON.stringify(har([harEntry({ status: 200 }), broken()])));
    const coverage = join(dir, 'live.json');
    const { code } = await run('--journal', file, '--coverage', coverage);
    expect(code).toBe(1);
    const { rows, contract: stamp } = parseCoverage(await readFile(coverage, 'utf8'));
    expect(stamp).toEqual({ version: contract.version, hash: contract.hash });
    expect(
      rows.find(
        (row) => 'operation' in row && row.operation === 'sendCode' && row.status === '200',
      ),
    ).toMatchObject({ produced: true, count: 2, held: false });
  });

  it('exits 2 for a file that is not a HAR, or a HAR not recorded in proxy mode', async () => {
    const notHar = join(dir, 'not.har');
    await writeFile(notHar, '{"entries":[]}');
    expect((await run('--journal', notHar)).out).toMatch(/is not what was expected: \[log\]/);
    const mockMode = join(dir, 'mock-mode.har');
    await writeFile(mockMode, JSON.stringify(har([harEntry({ status: 200, forced: true })])));
    const result = await run('--journal', mockMode);
    expect(result).toEqual({ code: 2, out: expect.stringMatching(/no upstream answer/) });
  });

  it('exits 2 without --journal', async () => {
    expect((await run()).code).toBe(2);
  });
});
