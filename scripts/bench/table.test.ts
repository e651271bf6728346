import { describe, expect, it } from 'vitest';
import { figureColumns, formatTable } from './table';

describe('formatTable', () => {
  it('pads columns to their widest cell, numbers to the right', () => {
    const table = formatTable(
      [{ header: 'route' }, { header: 'KB', align: 'right' }],
      [
        ['/', '4.3'],
        ['/login', '140.2'],
      ],
    );
    expect(table.split('\n')).toEqual([
      'route      KB',
      '------  -----',
      '/         4.3',
      '/login  140.2',
    ]);
  });
});

describe('figureColumns', () => {
  it('aligns each named column to the right', () => {
    expect(figureColumns('KB', 'ms')).toEqual([
      { header: 'KB', align: 'right' },
      { header: 'ms', align: 'right' },
    ]);
    expect(formatTable([{ header: 'page' }, ...figureColumns('ms')], [['/', '7']])).toBe(
      'page  ms\n----  --\n/      7',
    );
  });
});
