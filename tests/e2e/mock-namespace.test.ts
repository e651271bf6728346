import { describe, expect, it } from 'vitest';
import * as common from '#common/mock-namespace';
import { MOCK_NAMESPACE_COOKIE, MOCK_NAMESPACE_HEADER, namespaceFor } from './mock-namespace';

const valid = common.mockNamespacePattern;
const run = (title: string, testId: string, repeatEachIndex = 0, retry = 0, mark = 'a1b2c3') =>
  namespaceFor({ title, testId, repeatEachIndex, retry }, mark);

describe('a test’s mock namespace', () => {
  it('names the test’s title for the reader, then its id’s digest, the run, repeat and retry', () => {
    expect(run('/login shows its 429 toast', 'a1b2c3d4e5f6-0f1e2d3c4b5a')).toMatch(
      /^login-shows-its-429-toast-[0-9a-f]{8}-a1b2c3-0-0$/,
    );
  });

  it('differs for another test, another repeat, a retry, and another run of the same test', () => {
    const names = [
      run('sends a code', 'aaaa-1111'),
      run('sends a code', 'aaaa-2222'),
      run('sends a code', 'aaaa-1111', 1),
      run('sends a code', 'aaaa-1111', 0, 1),
      run('sends a code', 'aaaa-1111', 0, 0, 'ffffff'),
    ];
    expect(new Set(names).size).toBe(names.length);
  });

  it('draws a new mark for each run (each worker process)', () => {
    const a = namespaceFor({ title: 't', testId: 'x', repeatEachIndex: 0, retry: 0 });
    expect(a).toMatch(/^t-[0-9a-f]{8}-[0-9a-f]{6}-0-0$/);
  });

  it('is always a name the mock accepts, however long or odd the title', () => {
    const names = [
      run('Very Long Title With Spaces And CAPITALS '.repeat(4), 'ID_ÄÖ-9'.repeat(4)),
      run('__weird__', 'f'.repeat(80)),
      run('', 'abc'),
      run('-leading dash', 'x'),
      run('ends in a dash -', 'x'),
    ];
    for (const name of names) {
      expect(name).toMatch(valid);
      expect(name).not.toContain('--');
    }
  });

  it('names the header and cookie as the mock does (the fixture copies them in)', () => {
    expect(MOCK_NAMESPACE_HEADER).toBe(common.MOCK_NAMESPACE_HEADER);
    expect(MOCK_NAMESPACE_COOKIE).toBe(common.MOCK_NAMESPACE_COOKIE);
  });
});
