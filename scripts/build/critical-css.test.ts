// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  CRITICAL_STYLE_ID,
  criticalRules,
  deferRest,
  type Deferred,
  INTERACTIONS,
  fontFaceRules,
  LOADER_SCRIPT,
  loaderTag,
  pruneCustomProperties,
} from './critical-css';

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

describe('criticalRules', () => {
  const page =
    '<html lang="en"><head></head><body><header class="h"><a class="link">Home</a></header>' +
    '<main><p class="lede">Hi <code>x</code></p><ul class="list"><li>1</li></ul></main></body></html>';
  const keep = (css: string) => criticalRules(css, page);

  it("keeps the rules the page's elements use, in order, and drops the others", () => {
    expect(keep('.h{a:1}.drawer{b:2}.lede{c:3}')).toBe('.h{a:1}.lede{c:3}');
  });

  it('cuts a selector list to the selectors that match', () => {
    expect(keep('.drawer,.h .link,.toast{a:1}')).toBe('.h .link{a:1}');
  });

  it('keeps the rules of both colour schemes, keyed on <html> or through :where()', () => {
    const css =
      ':root[data-mantine-color-scheme=light]{--x:1}:root[data-mantine-color-scheme=dark]{--x:2}' +
      ':where([data-mantine-color-scheme=dark]) .lede :where(code){a:1}' +
      ':where([data-mantine-color-scheme=dark]) .drawer{b:2}';
    expect(keep(css)).toBe(
      ':root[data-mantine-color-scheme=light]{--x:1}:root[data-mantine-color-scheme=dark]{--x:2}' +
        ':where([data-mantine-color-scheme=dark]) .lede :where(code){a:1}',
    );
  });

  it('matches a state or a pseudo-element on the element it belongs to', () => {
    expect(
      keep('.link:hover{a:1}.lede::after{b:2}.drawer:focus-visible{c:3}.list>li:not(:hover){d:4}'),
    ).toBe('.link:hover{a:1}.lede::after{b:2}.list>li:not(:hover){d:4}');
  });

  it('matches structural pseudo-classes as they are, <html> included', () => {
    expect(keep(':root:not([data-x]){a:1}li:first-child{b:2}li:nth-child(2){c:3}')).toBe(
      ':root:not([data-x]){a:1}li:first-child{b:2}',
    );
  });

  it('keeps what it cannot evaluate rather than lose it', () => {
    expect(keep(':host{a:1}')).toBe(':host{a:1}');
  });

  it('keeps @media around what it still holds, keyframes a kept rule names, no @font-face', () => {
    const css =
      '@font-face{font-family:X}@media (width>=48em){.h{a:1}.drawer{b:2}}@media print{.drawer{c:3}}' +
      '.lede{animation:spin 1s}@keyframes spin{to{rotate:1turn}}@keyframes gone{to{opacity:0}}';
    expect(keep(css)).toBe(
      '@media (width>=48em){.h{a:1}}.lede{animation:spin 1s}@keyframes spin{to{rotate:1turn}}',
    );
  });
});

describe('deferRest', () => {
  const { html, deferred } = deferRest(page, critical, faces);

  it('reads what the loader must fetch from the tags it removes', () => {
    expect(deferred).toEqual({
      stylesheet: '/assets/static/style.X.css',
      entry: '/assets/entries/boot.js',
      modulePreloads: ['/assets/chunks/a.js', '/assets/chunks/b.js'],
      styleAtOnce: false,
    });
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toContain('<script src=');
  });

  it("keeps the font's preload in the head, so the first page is drawn in Inter (issue 37)", () => {
    expect(html).toContain(
      '<head><meta charset="UTF-8" />' +
        '<link rel="preload" href="/assets/static/inter.Y.woff2" as="font" type="font/woff2" crossorigin>' +
        '<style id="critical-css">',
    );
    expect(html.match(/as="font"/g)).toHaveLength(1);
  });

  it('puts the critical rules where the link was, with the link in <noscript> after them', () => {
    expect(html).toContain(
      '<style id="critical-css">' +
        `${faces}.a{color:var(--tb-ink)}:root{--tb-ink:#111;--tb-theme:1}</style>` +
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
        `data-modulepreload="/assets/chunks/a.js /assets/chunks/b.js">${LOADER_SCRIPT}</script></head>`,
    );
  });

  it('refuses a page whose stylesheet or boot script it cannot find', () => {
    expect(() => deferRest(page.replace('rel="stylesheet"', 'rel="x"'), critical, faces)).toThrow(
      /stylesheet/,
    );
    expect(() => deferRest(page.replace(' async', ''), critical, faces)).toThrow(/boot script/);
  });
});

describe('fontFaceRules', () => {
  it('collects every @font-face of a minified stylesheet, in order', () => {
    expect(fontFaceRules(`.a{b:c}${faces}.d{e:f}@font-face{font-family:X;src:url(/x.woff2)}`)).toBe(
      `${faces}@font-face{font-family:X;src:url(/x.woff2)}`,
    );
  });
});

describe('pruneCustomProperties', () => {
  it('keeps a property read by a rule, by the context or by a kept property, and only those', () => {
    const css =
      ':root{--a:1;--b:var(--c);--c:2;--d:var(--e);--e:3;--f:4}.x{width:var(--a)}.y{height:var(--b)}';
    expect(pruneCustomProperties(css, '<div style="top:var(--f)">')).toBe(
      ':root{--a:1;--b:var(--c);--c:2;--f:4}.x{width:var(--a)}.y{height:var(--b)}',
    );
  });

  it('removes a rule or an at-rule it leaves empty', () => {
    expect(pruneCustomProperties('@media (x){:root{--gone:1}}.k{color:red}', '')).toBe(
      '.k{color:red}',
    );
  });
});

describe('the loader', () => {
  const deferred: Deferred = {
    stylesheet: '/style.css',
    entry: '/boot.js',
    modulePreloads: ['/a.js'],
  };
  const page = () => {
    // The loaders of earlier tests still listen for the first interaction on this document.
    document.dispatchEvent(new Event('click'));
    document.head.innerHTML = `<style id="${CRITICAL_STYLE_ID}"></style><style data-mantine-styles="true"></style>`;
  };
  /** Puts the loader's tag in the head and runs it as the parser would (currentScript set). */
  const run = () => {
    const holder = document.createElement('div');
    holder.innerHTML = loaderTag(deferred);
    const script = holder.firstElementChild as HTMLScriptElement;
    document.head.append(script);
    Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
    try {
      new Function(script.textContent ?? '')();
    } finally {
      Reflect.deleteProperty(document, 'currentScript');
    }
  };
  /** Paint timing, reporting the first contentful paint when `paint()` is called. */
  let paint = () => {};
  class PaintObserver {
    constructor(callback: (list: unknown, observer: PaintObserver) => void) {
      paint = () =>
        callback(
          { getEntriesByName: (name: string) => (name === 'first-contentful-paint' ? [{}] : []) },
          this,
        );
    }
    observe() {}
    disconnect() {}
  }

  /** Animation frames, run by `frame()`. */
  let frames: FrameRequestCallback[] = [];
  const frame = () => frames.splice(0).forEach((callback) => callback(performance.now()));

  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal('PerformanceObserver', PaintObserver);
    frames = [];
    vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) =>
      frames.push(callback),
    );
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('fetches nothing until the page has painted', async () => {
    page();
    run();
    // The frame that draws the parsed page: the paint is not out yet.
    frame();
    await vi.advanceTimersByTimeAsync(2000);
    expect(document.querySelector('link, script[src]')).toBeNull();
  });

  it('then fetches the stylesheet without applying it, the hints and the boot script', async () => {
    page();
    run();
    paint();
    await vi.advanceTimersByTimeAsync(0);
    expect(document.querySelector('link[rel=preload]')?.outerHTML).toBe(
      '<link rel="preload" as="style" href="/style.css">',
    );
    expect(document.querySelector('link[rel=stylesheet]')).toBeNull();
    expect(document.querySelector('link[rel=modulepreload]')?.getAttribute('href')).toBe('/a.js');
    expect(document.querySelector('script[src]')?.getAttribute('src')).toBe('/boot.js');
  });

  it.each(INTERACTIONS)(
    'applies the stylesheet where its link was at the first %s, once',
    async (type) => {
      page();
      run();
      paint();
      await vi.advanceTimersByTimeAsync(0);
      document.body.dispatchEvent(new Event(type, { bubbles: true }));
      document.body.dispatchEvent(new Event('click', { bubbles: true }));
      const [critical, link, mantine] = [...document.head.children].filter(
        (el) => !el.matches('script:not([src])'),
      );
      expect(critical?.id).toBe(CRITICAL_STYLE_ID);
      expect(link?.outerHTML).toBe('<link rel="stylesheet" href="/style.css">');
      expect(mantine?.hasAttribute('data-mantine-styles')).toBe(true);
      expect(document.querySelectorAll('link[rel=stylesheet]')).toHaveLength(1);
    },
  );

  it('applies it without a preload when the visitor was quicker than the first paint', async () => {
    page();
    run();
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    paint();
    await vi.advanceTimersByTimeAsync(0);
    expect(document.querySelectorAll('link[rel=stylesheet]')).toHaveLength(1);
    expect(document.querySelector('link[rel=preload]')).toBeNull();
  });

  it('loads once, even when the safety timer fires too', async () => {
    page();
    run();
    paint();
    await vi.advanceTimersByTimeAsync(5000);
    expect(document.querySelectorAll('script[src]')).toHaveLength(1);
    expect(document.querySelectorAll('link[rel=preload]')).toHaveLength(1);
  });

  it('loads after 3 s when nothing paints (a tab opened in the background)', async () => {
    page();
    run();
    await vi.advanceTimersByTimeAsync(2999);
    expect(document.querySelector('script[src]')).toBeNull();
    await vi.advanceTimersByTimeAsync(1);
    expect(document.querySelector('script[src]')?.getAttribute('src')).toBe('/boot.js');
  });

  it.each([
    ['applies the stylesheet as it fetches it on a page whose tag asks (form pages)', true],
    ['leaves it to the first interaction on a page whose tag does not ask', false],
  ] as const)('%s', async (_name, styleAtOnce) => {
    page();
    deferred.styleAtOnce = styleAtOnce;
    try {
      run();
    } finally {
      deferred.styleAtOnce = false;
    }
    expect(document.querySelectorAll('link')).toHaveLength(0);
    paint();
    await vi.advanceTimersByTimeAsync(0);
    const applied = document.querySelectorAll('link[rel=stylesheet]');
    expect(applied).toHaveLength(styleAtOnce ? 1 : 0);
    // Applied where its link was (after the critical rules), or only fetched for later.
    if (styleAtOnce) expect(applied[0]?.previousElementSibling?.id).toBe(CRITICAL_STYLE_ID);
    expect(document.querySelectorAll('link[rel=preload][as=style]')).toHaveLength(
      styleAtOnce ? 0 : 1,
    );
  });

  it('waits for a frame where the browser has no paint timing', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    page();
    run();
    await vi.advanceTimersByTimeAsync(100);
    expect(document.querySelector('script[src]')).toBeNull();
    frame();
    await vi.advanceTimersByTimeAsync(0);
    expect(document.querySelector('script[src]')?.getAttribute('src')).toBe('/boot.js');
  });
});
