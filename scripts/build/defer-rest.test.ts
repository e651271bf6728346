import { describe, expect, it } from 'vitest';
import { deferRest } from './defer-rest';

// A built page as vike and the boot-preload step leave it.
const page =
  '<!DOCTYPE html><html lang="en"><head>' +
  '<link rel="stylesheet" type="text/css" href="/assets/static/style.X.css">' +
  '<meta charset="UTF-8" />' +
  '<link rel="preload" href="/assets/static/inter.Y.woff2" as="font" type="font/woff2" crossorigin>' +
  '<style data-mantine-styles="true">:root{--mantine-x:var(--tb-theme)}</style>' +
  '<script src="/assets/entries/boot.js" type="module" async></script>' +
  '<link rel="modulepreload" href="/assets/chunks/a.js"><link rel="modulepreload" href="/assets/chunks/b.js">' +
  '</head><body class="b"><p class="a">Hi</p></body></html>';
const faces = '@font-face{font-family:Inter Fallback;src:local(Arial)}';
const critical = '.a{color:var(--tb-ink)}:root{--tb-ink:#111;--tb-unused:#222;--tb-theme:1}';
const loader = '/* the loader */';
const defer = (html: string) => deferRest(html, critical, faces, { loader });

describe('deferRest', () => {
  const { html, deferred, rules } = defer(page);

  it('reads what the loader must fetch from the tags it removes', () => {
    expect(deferred).toEqual({
      stylesheet: '/assets/static/style.X.css',
      entry: '/assets/entries/boot.js',
      modulePreloads: ['/assets/chunks/a.js', '/assets/chunks/b.js'],
    });
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('<script src=');
  });

  it("keeps the font's preload in the head, so the first page is drawn in Inter", () => {
    expect(html).toContain(
      '<head><meta charset="UTF-8" />' +
        '<link rel="preload" href="/assets/static/inter.Y.woff2" as="font" type="font/woff2" crossorigin>' +
        '<style id="critical-css">',
    );
    expect(html.match(/as="font"/g)).toHaveLength(1);
  });

  it('puts the critical rules where the link was, with the link in <noscript> after them', () => {
    expect(rules).toBe(`${faces}.a{color:var(--tb-ink)}:root{--tb-ink:#111;--tb-theme:1}`);
    expect(html).toContain(
      `<style id="critical-css">${rules}</style>` +
        '<noscript><link rel="stylesheet" href="/assets/static/style.X.css"></noscript>' +
        '<style data-mantine-styles="true">',
    );
  });

  it('leaves the body as it was', () => {
    expect(html).toContain('<body class="b"><p class="a">Hi</p></body>');
  });

  it('ends the head with the loader, once, naming what it loads', () => {
    expect(html.match(/<script/g)).toHaveLength(1);
    expect(html).toContain(
      '<script data-stylesheet="/assets/static/style.X.css" data-entry="/assets/entries/boot.js" ' +
        `data-modulepreload="/assets/chunks/a.js /assets/chunks/b.js">${loader}</script></head>`,
    );
  });

  it('finds the tags however they are written, and leaves look-alikes in scripts alone', () => {
    const spelled = page
      .replace('<link rel="stylesheet" type="text/css"', "<LINK type=text/css REL='Stylesheet'")
      .replace('type="module" async>', 'async type=module>')
      .replace(
        '<body class="b">',
        '<body class="b"><script type="application/json">"<link rel=\\"modulepreload\\" href=\\"/x.js\\">"</script>',
      );
    const { html: done, deferred: found } = defer(spelled);
    expect(found).toEqual(deferred);
    expect(done).toContain('<link rel=\\"modulepreload\\" href=\\"/x.js\\">');
    expect(done).toContain('<noscript><link rel="stylesheet" href="/assets/static/style.X.css">');
  });

  it('is the page itself, byte for byte, outside the tags it moves', () => {
    const { html: done } = defer(
      page.replace('<p class="a">Hi</p>', '<p class=a >Hi &amp; <b>x</P>'),
    );
    expect(done).toContain('<body class="b"><p class=a >Hi &amp; <b>x</P></body>');
  });

  it('refuses a page whose stylesheet or boot script it cannot find', () => {
    expect(() => defer(page.replace('rel="stylesheet"', 'rel="x"'))).toThrow(/stylesheet/);
    expect(() => defer(page.replace(' async', ''))).toThrow(/boot script/);
  });
});
