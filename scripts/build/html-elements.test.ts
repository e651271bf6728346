import { describe, expect, it } from 'vitest';
import { attributeValue, hasRel, sourceElements, sourceText, splice } from './html-elements';

describe('sourceElements', () => {
  const html =
    '<!DOCTYPE html><html><head><meta charset="UTF-8" />' +
    '<script src="/x.js" type=module async></script><style>a<b{}</style></head>' +
    '<body><LINK Rel="Preload Stylesheet" href="/a&amp;b.css"><p>x</body></html>';
  const elements = sourceElements(html);
  const named = (name: string) => {
    const element = elements.find((el) => el.name === name);
    if (!element) throw new Error(`no <${name}>`);
    return element;
  };

  it('finds every written element with its source offsets, not the text inside scripts and styles', () => {
    expect(elements.map((el) => el.name)).toEqual([
      'html',
      'head',
      'meta',
      'script',
      'style',
      'body',
      'link',
      'p',
    ]);
    expect(sourceText(html, named('meta'))).toBe('<meta charset="UTF-8" />');
    expect(sourceText(html, named('script'))).toBe(
      '<script src="/x.js" type=module async></script>',
    );
    expect(html.slice(named('head').endTagStart ?? 0)).toMatch(/^<\/head><body>/);
  });

  it('reads attributes as the browser does: names lower-case, values decoded', () => {
    const link = named('link');
    expect(link.attributes).toEqual({ rel: 'Preload Stylesheet', href: '/a&b.css' });
    expect(hasRel(link, 'stylesheet')).toBe(true);
    expect(hasRel(link, 'modulepreload')).toBe(false);
    expect(named('script').attributes.async).toBe('');
  });

  it('gives an element left open no end tag', () => {
    expect(named('p').endTagStart).toBeNull();
    expect(sourceText(html, named('p'))).toBe('<p>');
  });
});

describe('splice', () => {
  it('applies edits made against one source, an insertion before a removal at its offset', () => {
    expect(
      splice('abcdef', [
        { start: 4, end: 4, text: 'Y' },
        { start: 1, end: 3, text: '' },
        { start: 1, end: 1, text: 'X' },
        { start: 1, end: 1, text: 'Z' },
      ]),
    ).toBe('aXZdYef');
  });

  it('refuses overlapping edits', () => {
    expect(() =>
      splice('abcdef', [
        { start: 1, end: 4, text: '' },
        { start: 2, end: 3, text: '' },
      ]),
    ).toThrow(/Overlapping/);
  });
});

describe('attributeValue', () => {
  it('escapes what would end or garble a double-quoted value', () => {
    expect(attributeValue('/a?b=1&c="2"')).toBe('/a?b=1&amp;c=&quot;2&quot;');
  });
});
