// A page's card fits its heading and description above the footer: with a stand-in measure for
// the rules, and with resvg's own measure for every page of the route table.
import { beforeAll, describe, expect, it } from 'vitest';
import { routes } from '#web/config/routes.ts';
import { fitPage, pageCardSvg } from './cards';
import { DESCENT, TEXT_BOTTOM, TITLE_MAX_WIDTH } from './og-svg';
import { createOgRenderer, type OgRenderer } from './render';

// A stand-in for resvg's measurement: every character is 10 px wide per 20 px of font size.
const measure = (text: string, size: number) => (text.length * size) / 2;
const logo =
  '<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><title>T</title></svg>';

/** The lines of text an SVG card draws at the left margin: title, lede and footer. */
function textLines(svg: string) {
  return [
    ...svg.matchAll(
      /<text x="72" y="(\d+)" font-size="(\d+)" font-weight="(\d+)"[^>]*>([^<]*)<\/text>/g,
    ),
  ].map(([, y, size, weight, text]) => ({
    y: Number(y),
    size: Number(size),
    weight: Number(weight),
    text: (text ?? '').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&amp;', '&'),
  }));
}

describe('fitPage', () => {
  it('keeps a short heading and description at the largest sizes', () => {
    expect(fitPage('About Testbeam', 'Why we build it.', measure)).toEqual({
      titleLines: ['About Testbeam'],
      titleSize: 64,
      lede: { lines: ['Why we build it.'], size: 28 },
    });
  });

  it('shrinks a long heading to two lines and its description to three, above the footer', () => {
    const fit = fitPage('word '.repeat(12).trim(), 'text '.repeat(32).trim(), measure);
    expect(fit.titleSize).toBeLessThan(64);
    expect(fit.titleLines.length).toBeLessThanOrEqual(2);
    expect(fit.lede.lines.length).toBeLessThanOrEqual(3);
    for (const line of fit.titleLines) {
      expect(measure(line, fit.titleSize)).toBeLessThanOrEqual(TITLE_MAX_WIDTH);
    }
    for (const line of fit.lede.lines) {
      expect(measure(line, fit.lede.size)).toBeLessThanOrEqual(TITLE_MAX_WIDTH);
    }
  });

  it('refuses a heading or a description that fits at no size', () => {
    expect(() => fitPage('word '.repeat(40).trim(), 'Short.', measure)).toThrow('too long');
    expect(() => fitPage('Short', 'text '.repeat(120).trim(), measure)).toThrow('too long');
  });
});

describe('pageCardSvg, measured by resvg', () => {
  let renderer: OgRenderer;
  beforeAll(async () => {
    renderer = await createOgRenderer();
  });

  it.each(
    routes
      .filter((route) => route.path !== '/' && route.page !== 'blog/@slug')
      .map((route) => [route.path, route] as const),
  )(
    '%s: heading, description and address whole, inside the text column, above the footer',
    (_path, route) => {
      const lines = textLines(pageCardSvg(route, renderer, logo));
      const footer = lines.pop();
      const title = lines.filter((line) => line.weight === 700);
      const lede = lines.filter((line) => line.weight === 500);
      expect(title.map((line) => line.text).join(' ')).toBe(route.heading);
      expect(lede.map((line) => line.text).join(' ')).toBe(route.description);
      expect(footer).toMatchObject({ y: 566, text: `testbeam.dev${route.path}` });
      for (const line of [...lines, ...(footer ? [footer] : [])]) {
        const width = renderer.measure(line.text, line.size, line.weight);
        expect(width, line.text).toBeLessThanOrEqual(TITLE_MAX_WIDTH);
      }
      const last = lede.at(-1) ?? title.at(-1);
      expect((last?.y ?? 0) + (last?.size ?? 0) * DESCENT).toBeLessThanOrEqual(TEXT_BOTTOM);
    },
  );
});
