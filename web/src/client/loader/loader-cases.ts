// The after-paint loader's behaviour, as test cases run twice: against the module
// (after-paint-loader.test.ts) and against the minified text the build inlines
// (scripts/build/inline-loader.test.ts), so the bundle is held to the same cases as the source.
// Needs a DOM (happy-dom) and fake timers, which the cases set up themselves.
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import {
  CRITICAL_STYLE_ID,
  INTERACTIONS,
  type LoaderTarget,
  PAINTED_ATTRIBUTE,
} from './attributes';

/** Puts the loader's tag for `target` in the head and runs it as the parser would. */
export type RunLoader = (target: LoaderTarget) => void;

/** Sets `document.currentScript` to `script` while `run` runs, as the parser does. */
export function asCurrentScript(script: HTMLScriptElement, run: () => void): void {
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  try {
    run();
  } finally {
    Reflect.deleteProperty(document, 'currentScript');
  }
}

/** Defines the loader's cases in the calling `describe`. */
export function loaderCases(runLoader: RunLoader): void {
  const target: LoaderTarget = {
    stylesheet: '/style.css',
    entry: '/boot.js',
    modulePreloads: ['/a.js'],
  };
  const page = () => {
    // The loaders of earlier tests still listen for the first interaction on this document.
    document.dispatchEvent(new Event('click'));
    document.head.innerHTML = `<style id="${CRITICAL_STYLE_ID}"></style><style data-mantine-styles="true"></style>`;
    document.documentElement.removeAttribute(PAINTED_ATTRIBUTE);
  };
  const painted = () => document.documentElement.hasAttribute(PAINTED_ATTRIBUTE);
  const run = (styleAtOnce = false) => runLoader({ ...target, styleAtOnce });

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
    expect(painted()).toBe(false);
  });

  it('marks <html> as painted once the page has painted, for what CSS holds until then', async () => {
    page();
    run();
    expect(painted()).toBe(false);
    paint();
    await vi.advanceTimersByTimeAsync(0);
    expect(painted()).toBe(true);
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
    expect(document.querySelector('script[src]')?.outerHTML).toBe(
      '<script type="module" src="/boot.js"></script>',
    );
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
    expect(painted()).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(document.querySelector('script[src]')?.getAttribute('src')).toBe('/boot.js');
    expect(painted()).toBe(true);
  });

  it.each([
    ['applies the stylesheet as it fetches it on a page whose tag asks (form pages)', true],
    ['leaves it to the first interaction on a page whose tag does not ask', false],
  ] as const)('%s', async (_name, styleAtOnce) => {
    page();
    run(styleAtOnce);
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
}
