import { describe, expect, it } from 'vitest';
import { checkReadmeIndex } from './readme-index';

describe("the README's links to every folder README", () => {
  const tracked = ['README.md', 'common/README.md', 'scripts/dev/README.md', 'docs/x.md'];

  it('passes when each folder README is linked', () => {
    const readme = '[common/](common/README.md), [dev/](./scripts/dev/README.md)';
    expect(checkReadmeIndex(readme, tracked)).toEqual([]);
  });

  it('names each folder README it does not link', () => {
    expect(checkReadmeIndex('[common/](common/README.md#rules)', tracked)).toEqual([
      { file: 'README.md', line: 1, message: 'does not link common/README.md' },
      { file: 'README.md', line: 1, message: 'does not link scripts/dev/README.md' },
    ]);
  });
});
