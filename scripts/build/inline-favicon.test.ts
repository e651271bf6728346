import { describe, expect, it } from 'vitest';
import { inlineFavicon, svgDataUrl } from './inline-favicon';

const svg =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="#7352f5"/></svg>\n';

describe('inlineFavicon', () => {
  it("puts the page's SVG icon inside its link, decoding back to the same file", () => {
    const asked: string[] = [];
    const html = inlineFavicon(
      '<head><title>T</title><link rel="icon" href="/favicon.svg" /></head>',
      (href) => {
        asked.push(href);
        return svg;
      },
    );
    expect(asked).toEqual(['/favicon.svg']);
    const href = /<link rel="icon" href="([^"]+)">/.exec(html)?.[1] ?? '';
    expect(href.startsWith('data:image/svg+xml,')).toBe(true);
    expect(decodeURIComponent(href.slice('data:image/svg+xml,'.length))).toBe(svg.trim());
    expect(html).not.toContain('/favicon.svg');
    // Nothing in the URL can end the attribute or start markup.
    expect(href).not.toMatch(/["<>&\s]/);
  });

  it('leaves a page without an SVG icon link as it is', () => {
    const html = '<head><link rel="icon" href="/favicon.ico"></head>';
    expect(inlineFavicon(html, () => svg)).toBe(html);
  });

  it('encodes the characters a data: URL must not carry raw', () => {
    expect(svgDataUrl('<svg a="#b"/>')).toBe('data:image/svg+xml,%3Csvg%20a%3D%22%23b%22%2F%3E');
  });
});
