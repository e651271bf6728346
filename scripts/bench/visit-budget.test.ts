import { describe, expect, it } from 'vitest';
import { visitBudgetKb, visitFigures, visitOverMessages } from './visit-budget';

const page = (path: string, htmlKb: number, css: [string, number][]) => ({
  path,
  htmlBytes: htmlKb * 1024,
  css: css.map(([file, cssKb]) => ({ file, bytes: cssKb * 1024 })),
});

describe('visitFigures', () => {
  it('counts a stylesheet on the first page that links it, and only there', () => {
    const figures = visitFigures([
      page('/', 20, [['site.css', 18]]),
      page('/blog', 10, [['site.css', 18]]),
    ]);
    expect(figures.pages.map((p) => p.newCssBytes)).toEqual([18 * 1024, 0]);
    expect(figures.cssBytes).toBe(18 * 1024);
    expect(figures.totalBytes).toBe(48 * 1024);
    // A page's cold-cache cost counts its stylesheet whatever came before.
    expect(figures.pages[1]?.coldBytes).toBe(28 * 1024);
  });

  it('counts every new stylesheet of a later page (one per template pays again)', () => {
    const figures = visitFigures([
      page('/', 20, [['home.css', 8]]),
      page('/blog', 10, [['blog.css', 6]]),
    ]);
    expect(figures.pages.map((p) => p.newCssBytes)).toEqual([8 * 1024, 6 * 1024]);
  });
});

describe('visitOverMessages', () => {
  it('holds a visit within every budget', () => {
    expect(
      visitOverMessages(visitFigures([page('/', 20, [['a', 18]]), page('/b', 10, [['a', 18]])])),
    ).toEqual([]);
  });

  it('names a later page that fetches more than 1 KB of new CSS', () => {
    const messages = visitOverMessages(
      visitFigures([page('/', 20, [['a', 8]]), page('/blog', 10, [['b', 1.5]])]),
    );
    expect(messages).toEqual([
      `/blog in the visit: 1.5 KB of new linked CSS, budget ${visitBudgetKb.laterPageCss} KB`,
    ]);
  });

  it('names a visit and a page over their totals', () => {
    const messages = visitOverMessages(
      visitFigures([page('/', visitBudgetKb.page + 1, []), page('/b', visitBudgetKb.visit, [])]),
    );
    expect(messages[0]).toMatch(/^the visit: HTML and linked CSS [\d.]+ KB brotli/);
    expect(messages.some((line) => line.startsWith('/ alone:'))).toBe(true);
    expect(messages.some((line) => line.startsWith('/b alone:'))).toBe(true);
  });
});
