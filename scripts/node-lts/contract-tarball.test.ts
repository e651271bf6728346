// The contract toolkit's tarball, as a backend team installs it: what it holds (the compiled
// command and library, their types, the contract, the coverage schema, the user's README, the
// licence and changelog; no source, no test, no tsx), and each subcommand run from an empty
// folder with this process's plain node against the mock. node-lts.ts runs the same under the
// other Node lines.

import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMock } from '../../tests/contract/harness';
import { rootDir } from '../tooling/paths';
import { deadOrigin, pack, proveTarball, type TarballResult } from './contract-tarball';

const exec = promisify(execFile);
const packageDir = join(rootDir, 'conformance');
const into = mkdtempSync(join(tmpdir(), 'testbeam-contract-pack-'));
let tarball = '';
let files: string[] = [];
let mock: Awaited<ReturnType<typeof startMock>>;
let results: TarballResult[] = [];

beforeAll(async () => {
  tarball = await pack('npm', process.env, into);
  const { stdout } = await exec('tar', ['-tzf', tarball]);
  files = stdout
    .split('\n')
    .filter(Boolean)
    .map((path) => path.replace(/^package\//, ''));
  mock = await startMock();
  results = await proveTarball({
    node: process.execPath,
    npm: 'npm',
    env: process.env,
    tarball,
    mock: mock.url,
    dead: await deadOrigin(),
  });
}, 600_000);

afterAll(async () => {
  await mock?.stop();
  rmSync(into, { recursive: true, force: true });
});

describe('the packed @testbeam/contract', () => {
  it('holds the compiled command and library with types, the contract, the schema and the docs', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'package.json',
        'README.md',
        'LICENSE',
        'CHANGELOG.md',
        'openapi.yaml',
        'coverage.schema.json',
        'bin/testbeam-contract.js',
        'dist/bin.js',
        'dist/index.js',
        'dist/index.d.ts',
      ]),
    );
  });

  it('holds no source, no test and nothing of the build itself', () => {
    expect(files.filter((path) => /^src\/|\.test\.|^build\.ts$|tsconfig/.test(path))).toEqual([]);
  });

  it('leaves no build and no copy of the contract in the checkout (postpack)', () => {
    expect(existsSync(join(packageDir, 'openapi.yaml'))).toBe(false);
    expect(existsSync(join(packageDir, 'dist'))).toBe(false);
  });

  it('is publishable: not private, licensed, caret ranges, tsx nowhere among its dependencies', () => {
    const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
      private?: boolean;
      license: string;
      repository: { url: string };
      dependencies: Record<string, string>;
    };
    expect(manifest.private).toBeUndefined();
    expect(manifest.license).toBe('Apache-2.0');
    expect(manifest.repository.url).toMatch(/^git\+https:/);
    for (const range of Object.values(manifest.dependencies)) expect(range).toMatch(/^\^\d/);
    expect(Object.keys(manifest.dependencies)).not.toContain('tsx');
  });

  it('links only to files the tarball holds, or to the web, from its README', () => {
    const readme = readFileSync(join(packageDir, 'README.md'), 'utf8');
    const links = [...readme.matchAll(/\]\(([^)#\s]+)[^)]*\)/g)].map((match) => match[1] ?? '');
    const local = links.filter((link) => !/^https?:\/\//.test(link));
    for (const link of local) expect(files, link).toContain(link.replace(/^\.\//, ''));
  });

  it('runs each subcommand with plain node from an empty folder, with its exit code and line', () => {
    expect(results.filter((result) => !result.ok)).toEqual([]);
    expect(results.map((result) => result.name)).toHaveLength(9);
  });
});
