import { describe, expect, it } from 'vitest';
import { formatTable } from './table';

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
