import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { namedFirst, waitsOnRealTime } from './sequencer';

describe('the contract suite order', () => {
  it('names files that exist (a rename would quietly put them last again)', () => {
    for (const name of waitsOnRealTime)
      expect(existsSync(join(import.meta.dirname, name))).toBe(true);
  });

  it('moves the named files to the front in their order, the rest as they were', () => {
    const files = [
      '/t/a.test.ts',
      '/t/conformance.test.ts',
      '/t/b.test.ts',
      '/t/x/mutants.test.ts',
    ];
    expect(namedFirst(files, (file) => file, ['mutants.test.ts', 'conformance.test.ts'])).toEqual([
      '/t/x/mutants.test.ts',
      '/t/conformance.test.ts',
      '/t/a.test.ts',
      '/t/b.test.ts',
    ]);
  });
});
