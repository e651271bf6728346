// The package as `npm pack` builds it: what a backend team installs must hold the bin, the
// contract and every module the bin loads, no test, and dependencies for each package it imports.
// (The real install on a clean machine is a step of the release, docs/conformance.md.)

import { execFile, spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';

const packageDir = import.meta.dirname;
const manifest = JSON.parse(readFileSync(join(packageDir, 'package.json'), 'utf8')) as {
  bin: Record<string, string>;
  dependencies: Record<string, string>;
};

let packed: string[] = [];
beforeAll(async () => {
  const { stdout } = await promisify(execFile)('npm', ['pack', '--dry-run', '--json'], {
    cwd: packageDir,
    timeout: 90_000,
  });
  const [result] = JSON.parse(stdout) as Array<{ files: Array<{ path: string }> }>;
  packed = (result?.files ?? []).map((file) => file.path);
}, 120_000);

/** The modules the runner is made of: every TypeScript file of src/ but the tests, and the bin. */
const shipped = () => [
  ...readdirSync(join(packageDir, 'src'))
    .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
    .map((name) => `src/${name}`),
  ...Object.values(manifest.bin),
];

/** The packages a module imports by name (node: built-ins and relative paths left out). */
const packagesImported = (source: string) =>
  [...source.matchAll(/(?:\bfrom|\bimport\()\s*'([^'.][^']*)'/g)]
    .map((match) => match[1] ?? '')
    .filter((specifier) => !specifier.startsWith('node:'))
    .map((specifier) =>
      specifier
        .split('/')
        .slice(0, specifier.startsWith('@') ? 2 : 1)
        .join('/'),
    );

describe('the packed testbeam-conformance', () => {
  it('holds the bin, the contract, the README and every module of the runner', () => {
    expect(packed).toEqual(expect.arrayContaining(['package.json', 'README.md', 'openapi.yaml']));
    expect(packed).toEqual(expect.arrayContaining(shipped()));
  });

  it('holds no test and nothing of the packing itself', () => {
    expect(packed.filter((path) => /\.test\.ts$|^pack-contract\.ts$/.test(path))).toEqual([]);
  });

  it('leaves no copy of the contract behind in the checkout (postpack)', () => {
    expect(existsSync(join(packageDir, 'openapi.yaml'))).toBe(false);
  });

  it('depends, at exact versions, on exactly the packages its modules import', () => {
    const imported = new Set(
      shipped().flatMap((file) => packagesImported(readFileSync(join(packageDir, file), 'utf8'))),
    );
    expect([...imported].sort()).toEqual(Object.keys(manifest.dependencies).sort());
    for (const version of Object.values(manifest.dependencies))
      expect(version).toMatch(/^\d+\.\d+\.\d+$/);
  });

  it('runs its bin: --help prints the usage and exits 0', async () => {
    const bin = join(packageDir, manifest.bin['testbeam-conformance'] ?? '');
    const child = spawn(process.execPath, [bin, '--help'], { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
    const code = await new Promise((resolve) => child.on('close', resolve));
    expect(code).toBe(0);
    expect(output).toMatch(/^Usage: testbeam-conformance --target URL/);
    expect(output).toContain('--contract FILE');
  }, 30_000);
});
