import { describe, expect, it } from 'vitest';
import { checkTableWidth, isGuide, maxTableRow } from './table-width';

describe('table rows in the README and docs/', () => {
  const row = (width: number) => `| ${'x'.repeat(width - 4)} |`;

  it(`passes rows of ${maxTableRow} characters, counting characters, not bytes`, () => {
    const text = [row(maxTableRow), `| ${'×'.repeat(maxTableRow - 4)} |`, 'x'.repeat(300)].join(
      '\n',
    );
    expect(checkTableWidth('docs/a.md', text)).toEqual([]);
  });

  it('names each wider row with its line', () => {
    expect(checkTableWidth('README.md', ['# T', '', row(maxTableRow + 1)].join('\n'))).toEqual([
      {
        file: 'README.md',
        line: 3,
        message: `a table row of ${maxTableRow + 1} characters (at most ${maxTableRow}): make it a list`,
      },
    ]);
  });

  it('leaves code blocks alone', () => {
    expect(checkTableWidth('docs/a.md', ['```', row(140), '```'].join('\n'))).toEqual([]);
  });

  it('holds the README and docs/*.md, not folder READMEs', () => {
    expect(
      ['README.md', 'docs/deploy.md', 'scripts/README.md', 'docs/x/y.md'].map(isGuide),
    ).toEqual([true, true, false, false]);
  });
});
