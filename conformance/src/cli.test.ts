// The command line as a user meets it: each subcommand's help, --version, the list of checks, and
// every way it stops before judging anything (exit 2, one line). Runs and thresholds against the
// mock: tests/contract/conformance.test.ts; the packed command: contract-tarball.test.ts.

import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkNames } from './checks';
import { cli } from './cli';
import { contract, contractPath } from './repository-contract';
import { toolkitVersion } from './toolkit';

const dir = mkdtempSync(join(tmpdir(), 'contract-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await cli(argv, { out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

/** An origin nothing listens on: a port the system handed a server that has closed since. */
async function deadOrigin(): Promise<string> {
  const server = createServer().listen(0, '127.0.0.1');
  await new Promise((done) => server.once('listening', done));
  const { port } = server.address() as AddressInfo;
  await new Promise((done) => server.close(done));
  return `http://127.0.0.1:${port}`;
}

describe('--version', () => {
  it("prints the toolkit's version and the contract's version and short hash", async () => {
    expect(await run('--version')).toEqual({
      code: 0,
      out: `@testbeam/contract ${toolkitVersion} (contract ${contract.version}, sha256 ${contract.hash})`,
      err: '',
    });
    expect(contract.hash).toMatch(/^[0-9a-f]{12}$/);
  });

  it('names the contract --contract gives', async () => {
    const copy = join(dir, 'copy.yaml');
    writeFileSync(copy, `${readFileSync(contractPath, 'utf8')}\n# a comment changes the hash\n`);
    const { out } = await run('--version', '--contract', copy);
    expect(out).toContain(`(contract ${contract.version}, sha256 `);
    expect(out).not.toContain(contract.hash);
  });
});

describe('--help', () => {
  it.each([
    ['run', 'Usage: testbeam-contract run --target URL'],
    ['verdict', 'Usage: testbeam-contract verdict --journal URL|FILE'],
    ['report', 'Usage: testbeam-contract report'],
  ])(
    '%s --help states its exit codes, environment, side effects and an example',
    async (command, usage) => {
      const { code, out } = await run(command, '--help');
      expect(code).toBe(0);
      expect(out.startsWith(usage)).toBe(true);
      for (const part of ['Exit codes:', 'Environment:', 'Side effects:', 'Example:'])
        expect(out, part).toContain(part);
      expect(out).toMatch(/^ {2}0 /m);
      expect(out).toMatch(/^ {2}2 /m);
    },
  );

  it('says valid requests are really accepted, to point it at staging, and names the opt-ins', async () => {
    const { out } = await run('run', '--help');
    expect(out).toContain('valid requests are really accepted');
    expect(out).toContain('point it at staging, not production');
    for (const flag of ['--slow', '--spend-rate-limit', '--unknown-bot-token'])
      expect(out).toMatch(new RegExp(`^ {2}${flag} +opt-in`, 'm'));
    expect(out).toContain('X-Mock-Namespace');
    expect(out).toContain('not any OpenAPI file');
  });

  it('bare --help lists the three commands above the run options', async () => {
    const { code, out } = await run('--help');
    expect(code).toBe(0);
    expect(out).toMatch(/^Usage: testbeam-contract \[run\]/);
    expect(out).toContain('testbeam-contract verdict --journal');
    expect(out).toContain('testbeam-contract report');
    expect(out).toContain('Usage: testbeam-contract run --target URL');
  });
});

describe('--list-checks', () => {
  it('lists every check once, the opt-ins with their flag', async () => {
    const { code, out } = await run('run', '--list-checks');
    expect(code).toBe(0);
    const names = out.split('\n').map((line) => line.split(' ')[0]);
    expect(names).toEqual([...checkNames]);
    expect(out).toMatch(/^bot_check_unknown_token +\(opt-in --unknown-bot-token\) /m);
    expect(out).toMatch(/^code_lifetime +\(opt-in --slow\) /m);
    expect(out).toMatch(/^rate_limit_exhaustion +\(opt-in --spend-rate-limit\) /m);
    expect(out).toMatch(/^bot_check_refusal +sendContact/m);
  });
});

describe('stopping before any request (exit 2, one line)', () => {
  it('names the missing --target', async () => {
    expect(await run()).toEqual({
      code: 2,
      out: '',
      err: 'testbeam-contract: --target is required',
    });
  });

  it('names a word that is no command', async () => {
    expect(await run('verify', '--journal', 'x')).toEqual({
      code: 2,
      out: '',
      err: 'testbeam-contract: verify is not a command: run, verdict or report (see --help)',
    });
  });

  it('refuses a --contract that is not a version of this contract, in one line', async () => {
    const petstore = join(dir, 'petstore.yaml');
    writeFileSync(
      petstore,
      'openapi: 3.1.0\ninfo: { title: Pets, version: 1.0.0 }\npaths:\n  /pets:\n    get:\n      operationId: listPets\n      responses: { "200": { description: ok } }\n',
    );
    expect(await run('--target', 'http://127.0.0.1:9', '--contract', petstore)).toEqual({
      code: 2,
      out: '',
      err: `testbeam-contract: --contract ${petstore} lacks the operations getGoogleLoginUrl, sendCode, verifyCode, requestWhitelist, sendContact: this toolkit checks versions of Testbeam's auth contract, not any OpenAPI file`,
    });
  });

  it('refuses a --contract that is not YAML, or not there', async () => {
    const broken = join(dir, 'broken.yaml');
    writeFileSync(broken, 'openapi: [unclosed\n');
    const notYaml = await run('--version', '--contract', broken);
    expect(notYaml.code).toBe(2);
    expect(notYaml.err).toMatch(/^testbeam-contract: --contract .*broken\.yaml: not YAML \(/);
    expect(notYaml.err.split('\n')).toHaveLength(1);
    const missing = await run('--version', '--contract', join(dir, 'none.yaml'));
    expect(missing).toMatchObject({ code: 2, err: expect.stringMatching(/none\.yaml: ENOENT$/) });
  });

  it('finds a target that refuses the connection with one probe, and says so in one line', async () => {
    const dead = await deadOrigin();
    expect(await run('--target', dead)).toEqual({
      code: 2,
      out: '',
      err: `testbeam-contract: ${dead} cannot be reached (ECONNREFUSED): is it running, and is this its address?`,
    });
  });

  it('finds a target that accepts but never answers within the probe timeout', async () => {
    const silent = createServer(() => undefined).listen(0, '127.0.0.1');
    await new Promise((done) => silent.once('listening', done));
    const origin = `http://127.0.0.1:${(silent.address() as AddressInfo).port}`;
    try {
      expect(await run('--target', origin, '--timeout', '300')).toEqual({
        code: 2,
        out: '',
        err: `testbeam-contract: ${origin} did not answer within 0.3 s: is it running, and is this its address?`,
      });
    } finally {
      silent.closeAllConnections();
      silent.close();
    }
  });

  it('refuses an output file it could not write at the end', async () => {
    expect(await run('--target', 'http://127.0.0.1:9', '--ctrf', dir)).toEqual({
      code: 2,
      out: '',
      err: `testbeam-contract: --ctrf ${dir} is a directory; give a file name`,
    });
  });

  it('verdict and report name their own errors', async () => {
    expect(await run('verdict')).toMatchObject({
      code: 2,
      err: 'testbeam-contract verdict: --journal is required (see testbeam-contract verdict --help)',
    });
    expect(await run('report', '--nope')).toMatchObject({
      code: 2,
      err: expect.stringMatching(/^testbeam-contract report: .*--nope.* \(see --help\)$/),
    });
  });
});
