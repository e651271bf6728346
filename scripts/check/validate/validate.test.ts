import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { plainCss } from './css-source';
import { cssExceptions, exceptionFor } from './css-exceptions';
import { htmlExceptionFor, htmlExceptions } from './html-exceptions';
import { runVnu } from './vnu';

const dir = mkdtempSync(join(tmpdir(), 'validate-test-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>t</title></head><body>${body}</body></html>`;

describe('the Nu checker as check html runs it', { timeout: 60_000 }, () => {
  it('flags a body <style> and aria-expanded beside popovertarget, not a clean page', async () => {
    const bad = join(dir, 'bad.html');
    const good = join(dir, 'good.html');
    writeFileSync(
      bad,
      page(
        '<div><p>x</p><style>:root{--a:1}</style></div><button type="button" popovertarget="d" aria-expanded="false">Menu</button><div id="d" popover>Menu</div>',
      ),
    );
    writeFileSync(
      good,
      page('<button type="button" popovertarget="d">Menu</button><div id="d" popover>Menu</div>'),
    );
    const errors = await runVnu([bad, good]);
    expect(errors.every((error) => error.url.endsWith('bad.html'))).toBe(true);
    const messages = errors.map((error) => error.message).join('\n');
    expect(messages).toMatch(/“style” element/);
    expect(messages).toMatch(
      /“aria-expanded” attribute must not be used on any element which has a “popovertarget”/,
    );
  });

  it('checks CSS with --css', async () => {
    const sheet = join(dir, 'a.css');
    writeFileSync(sheet, '.a { colr: red; }\n.b { container-type: inline-size; }\n');
    const errors = await runVnu([sheet], { css: true });
    expect(errors.map((error) => error.message).join('\n')).toMatch(/colr/);
  });
});

describe('plainCss', () => {
  it('unwraps :global(), nested parentheses included, and keeps line numbers', () => {
    const source =
      '.a :global(.b:is(h2, h3)) {\n  color: red;\n}\n:global(html:has(dialog[open])) {}\n';
    const plain = plainCss(source);
    expect(plain).toBe('.a .b:is(h2, h3) {\n  color: red;\n}\nhtml:has(dialog[open]) {}\n');
    expect(plain.split('\n')).toHaveLength(source.split('\n').length);
  });

  it('blanks composes:, the build’s own keyword', () => {
    expect(plainCss('.a {\n  composes: b from "./b.css";\n  color: red;\n}')).toBe(
      '.a {\n  \n  color: red;\n}',
    );
  });
});

describe('the CSS exceptions', () => {
  it('each says why', () => {
    for (const exception of cssExceptions) expect(exception.why.length).toBeGreaterThan(30);
  });

  it('allow what the checker does not know yet, and nothing like it', () => {
    expect(
      exceptionFor({ message: 'CSS: Unrecognized at-rule “@container”', source: '' }),
    ).toBeDefined();
    expect(
      exceptionFor({ message: 'CSS: “width”: Parse Error.', source: 'width: min(100cqw, 2px);' }),
    ).toBeDefined();
    // A parse error without container units is a real error.
    expect(
      exceptionFor({ message: 'CSS: “width”: Parse Error.', source: 'width: 10pz;' }),
    ).toBeUndefined();
    expect(
      exceptionFor({
        message: 'CSS: “width”: The types are incompatible.',
        source: 'width: calc(100% - var(--x));',
      }),
    ).toBeDefined();
    expect(
      exceptionFor({
        message: 'CSS: “width”: The types are incompatible.',
        source: 'width: calc(1px + 1s);',
      }),
    ).toBeUndefined();
    expect(
      exceptionFor({ message: "CSS: “colr”: Property “colr” doesn't exist.", source: 'colr: red' }),
    ).toBeUndefined();
  });
});

describe('the HTML exceptions', () => {
  const blocking =
    'A “link” element with a “blocking” attribute must have a “rel” attribute whose value is “stylesheet”.';

  it('each says why', () => {
    for (const exception of htmlExceptions) expect(exception.why.length).toBeGreaterThan(30);
  });

  it('allow the render-blocking expect link, and no other link with the error', () => {
    expect(
      htmlExceptionFor({
        message: blocking,
        extract: '<link rel="expect" href="#toaster-root" blocking="render"/>',
      }),
    ).toBeDefined();
    expect(
      htmlExceptionFor({
        message: blocking,
        extract: '<link rel="preload" href="/a.js" as="script" blocking="render"/>',
      }),
    ).toBeUndefined();
    expect(
      htmlExceptionFor({
        message: 'Element “div” not allowed here.',
        extract: '<link rel="expect"',
      }),
    ).toBeUndefined();
  });
});
