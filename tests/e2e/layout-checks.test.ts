// The pure rules of the end-to-end layout check (layout-checks.ts), unit-tested in Node by Vitest's
// 'scripts' project; Playwright runs only the *.spec.ts files here.
import { describe, expect, it } from 'vitest';
import {
  fontViolations,
  layoutViolations,
  type Measurements,
  misalignedContainers,
  partialLastRow,
  rowSizes,
  startsWithFamily,
} from './layout-checks';

/** Grid items `height` tall laid out row by row, `perRow` to a row, 10 px apart. */
function laidOut(count: number, perRow: number, height = 100) {
  return Array.from({ length: count }, (_, index) => {
    const top = Math.floor(index / perRow) * (height + 10);
    return { top, bottom: top + height };
  });
}

describe('rowSizes', () => {
  it.each([
    [7, 3, [3, 3, 1]],
    [4, 4, [4]],
    [5, 2, [2, 2, 1]],
    [6, 1, [1, 1, 1, 1, 1, 1]],
  ])('%i items, %i to a row, make rows %j', (count, perRow, rows) => {
    expect(rowSizes(laidOut(count, perRow))).toEqual(rows);
  });

  it('keeps items of one row together when they are centred at different tops', () => {
    const items = [
      { top: 20, bottom: 80 },
      { top: 0, bottom: 100 },
      { top: 30, bottom: 70 },
      { top: 110, bottom: 210 },
    ];
    expect(rowSizes(items)).toEqual([3, 1]);
  });

  it('does not join rows that only touch within a pixel', () => {
    expect(rowSizes([...laidOut(2, 2, 100), { top: 99.5, bottom: 200 }])).toEqual([2, 1]);
  });
});

describe('partialLastRow', () => {
  it.each([
    [[3, 1], { columns: 3, last: 1 }],
    [[4, 1], { columns: 4, last: 1 }],
    [[5, 2], { columns: 5, last: 2 }],
    [[3, 3, 1], { columns: 3, last: 1 }],
  ])('flags rows %j', (rows, short) => {
    expect(partialLastRow(rows)).toEqual(short);
  });

  it.each([[[3, 2]], [[4, 2]], [[2, 1]], [[3]], [[1, 1, 1]], [[5, 3]], [[]]])(
    'accepts rows %j',
    (rows) => {
      expect(partialLastRow(rows)).toBeNull();
    },
  );
});

describe('misalignedContainers', () => {
  const box = (selector: string, left: number, width: number) => ({
    selector,
    text: '',
    left,
    width,
  });

  it('returns every container off the first one by more than a pixel', () => {
    const header = box('header', 0, 1280);
    const band = box('section', 70, 1140);
    const footer = box('footer', 0.6, 1279.5);
    expect(misalignedContainers([header, band, footer])).toEqual([band]);
  });

  it('accepts no containers or one', () => {
    expect(misalignedContainers([])).toEqual([]);
    expect(misalignedContainers([box('header', 24, 1200)])).toEqual([]);
  });
});

describe('startsWithFamily', () => {
  it.each([
    ['"Inter Variable", sans-serif', true],
    ["'Inter Variable'", true],
    ['Inter Variable, system-ui', true],
    ['Inter, ui-sans-serif, system-ui', false],
    ['system-ui, "Inter Variable"', false],
  ])('%s', (family, expected) => {
    expect(startsWithFamily(family, 'Inter Variable')).toBe(expected);
  });
});

const sound: Measurements = {
  viewportWidth: 375,
  scrollWidth: 375,
  overflowing: [],
  clipped: [],
  grids: [{ selector: 'div.grid', text: '', items: laidOut(4, 2) }],
  containers: [
    { selector: 'header > div', text: '', left: 16, width: 343 },
    { selector: 'main > div', text: '', left: 16, width: 343 },
  ],
  logo: { selector: 'header a', text: 'Testbeam', left: 32, width: 120 },
  firstBlock: { selector: 'main h1', text: 'About', left: 32, width: 311, centred: false },
  font: { check: true, bodyFamily: '"Inter Variable", sans-serif', loadedFace: true },
};
const where = { route: '/about', width: 375, theme: 'dark' } as const;

describe('layoutViolations', () => {
  it('finds nothing on a sound page', () => {
    expect(layoutViolations(sound, where)).toEqual([]);
    expect(fontViolations(sound, where)).toEqual([]);
  });

  it('names route, width, theme and element for each rule broken', () => {
    const broken: Measurements = {
      ...sound,
      scrollWidth: 420,
      overflowing: [{ selector: 'main > pre', text: 'npm i', left: 16, right: 420 }],
      clipped: [{ selector: 'a.button', text: 'Tell us', scrollWidth: 300, clientWidth: 250 }],
      grids: [{ selector: 'div.grid', text: '', items: laidOut(4, 3) }],
      containers: [
        ...sound.containers,
        { selector: 'footer > div', text: '', left: 0, width: 375 },
      ],
      firstBlock: { ...sound.firstBlock, left: 48 } as Measurements['firstBlock'],
    };
    expect(layoutViolations(broken, where)).toEqual([
      '/about @ 375px dark: overflow: the document scrolls sideways (420 > 375)',
      '/about @ 375px dark: overflow: main > pre “npm i” spans 16px to 420px of 375px',
      '/about @ 375px dark: clipped text: a.button “Tell us” needs 300px, has 250px',
      '/about @ 375px dark: partial grid: div.grid ends with 1 of 3 columns (rows 3+1)',
      '/about @ 375px dark: container: footer > div at x 0px width 375px, header > div at x 16px width 343px',
      '/about @ 375px dark: alignment: the logo starts at x 32px, main h1 “About” at x 48px',
    ]);
  });

  it('leaves a centred first block to the container rule', () => {
    const centred = { ...sound, firstBlock: { ...sound.firstBlock, left: 90, centred: true } };
    expect(layoutViolations(centred as Measurements, where)).toEqual([]);
  });

  it('reports each way the web font can be missing', () => {
    const system = { check: true, bodyFamily: 'Inter, system-ui', loadedFace: false };
    expect(fontViolations({ ...sound, font: system }, where)).toEqual([
      "/about @ every width dark: font: body's font-family is Inter, system-ui",
      '/about @ every width dark: font: no loaded Inter Variable face in document.fonts',
    ]);
  });
});
