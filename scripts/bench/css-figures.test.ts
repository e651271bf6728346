import { describe, expect, it } from 'vitest';
import {
  coveredBytes,
  cssFigures,
  type Sheet,
  unitedRanges,
  unitedSheets,
  withoutStyleBlocks,
} from './css-figures';

describe('the CSS coverage arithmetic', () => {
  it('merges overlapping and touching ranges, drops empty ones and counts each byte once', () => {
    const ranges = [
      { start: 10, end: 20 },
      { start: 0, end: 5 },
      { start: 15, end: 30 },
      { start: 30, end: 32 },
      { start: 40, end: 40 },
    ];
    expect(unitedRanges(ranges)).toEqual([
      { start: 0, end: 5 },
      { start: 10, end: 32 },
    ]);
    expect(coveredBytes(ranges)).toBe(27);
    expect(coveredBytes([])).toBe(0);
  });

  it('unites the visits of a page: one sheet per kind and key, its used ranges joined', () => {
    const visit = (used: number[][]): Sheet[] => [
      {
        kind: 'linked',
        key: '/a.css',
        bytes: 100,
        used: used.map(([start = 0, end = 0]) => ({ start, end })),
      },
      { kind: 'inline', key: 'p{}', bytes: 3, used: [] },
    ];
    const sheets = unitedSheets([
      visit([[0, 10]]),
      visit([
        [5, 20],
        [50, 60],
      ]),
    ]);
    expect(sheets).toHaveLength(2);
    expect(sheets[0]?.used).toEqual([
      { start: 0, end: 20 },
      { start: 50, end: 60 },
    ]);
  });

  it('adds up inline and linked bytes, the used bytes and their share', () => {
    const sheets: Sheet[] = [
      { kind: 'inline', key: 'a', bytes: 40, used: [{ start: 0, end: 30 }] },
      { kind: 'inline', key: 'b', bytes: 10, used: [] },
      { kind: 'linked', key: '/x.css', bytes: 150, used: [{ start: 0, end: 90 }] },
    ];
    expect(cssFigures(sheets)).toEqual({
      inlineBytes: 50,
      linkedBytes: 150,
      loadedBytes: 200,
      usedBytes: 120,
      usedPercent: 60,
    });
    expect(cssFigures([]).usedPercent).toBe(0);
  });

  it('takes every <style> block out of a page and leaves the rest', () => {
    const page = '<head><style id="c">p{}</style><STYLE>\na{}\n</STYLE><link></head><p>style</p>';
    expect(withoutStyleBlocks(page)).toBe('<head><link></head><p>style</p>');
  });
});
