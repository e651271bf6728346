import { describe, expect, it } from 'vitest';
import { mockNamespacePattern as valid } from '#common/mock-namespace';
import { namespaceFor } from './mock-namespace';

const run = (file: string, testId: string, repeatEachIndex = 0, retry = 0) =>
  namespaceFor({ file: `/work/tests/e2e/${file}`, testId, repeatEachIndex, retry });

describe('a test’s mock namespace', () => {
  it('names the spec file for the reader, then the test’s id, repeat and retry', () => {
    expect(run('sign-in.spec.ts', 'a1b2c3d4e5f6a7b8c9d0-0f1e2d3c4b5a69788796')).toBe(
      'sign-in-a1b2c3d4e5f6a7b8c9d0-0f1e2d3c4b5a69788796-0-0',
    );
  });

  it('differs for another test, another repeat and a retry of the same test', () => {
    const names = [
      run('faults.spec.ts', 'aaaa-1111'),
      run('faults.spec.ts', 'aaaa-2222'),
      run('faults.spec.ts', 'aaaa-1111', 1),
      run('faults.spec.ts', 'aaaa-1111', 0, 1),
    ];
    expect(new Set(names).size).toBe(names.length);
  });

  it('is always a name the mock accepts, however long or odd the file name and id', () => {
    const names = [
      run(
        'Very Long File Name With Spaces And CAPITALS '.repeat(3) + '.spec.ts',
        'ID_ÄÖ-9'.repeat(4),
      ),
      run('__weird__.spec.ts', 'f'.repeat(80)),
      run('.spec.ts', 'abc'),
      run('sign-in.spec.ts', '-leading-dash'),
    ];
    for (const name of names) expect(name).toMatch(valid);
    // The id's end is kept whole: the file's name is what gives way.
    expect(names[0]).toMatch(/-id_--9id_--9id_--9id_--9-0-0$/);
  });
});
