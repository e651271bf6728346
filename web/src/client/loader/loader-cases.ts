// The page loader's behaviour, as test cases run twice: against the module
// (page-loader.test.ts) and against the minified text the build inlines
// (scripts/build/inline-loader.test.ts), so the bundle is held to the same cases as the source.
// Needs a DOM (happy-dom) and fake timers, which the cases set up themselves.
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { CRITICAL_STYLE_ID, type LoaderTarget, PAINTED_ATTRIBUTE } from './attributes';

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
    document.head.innerHTML = `<style id="${CRITICAL_STYLE_ID}"></style><style data-mantine-styles="true"></style>`;
    document.documentElement.removeAttribute(PAINTED_ATTRIBUTE);
  };
  const painted = () => document.documentElement.hasAttribute(PAINTED_ATTRIBUTE);
  const run = () => runLoader(target);
  /** The stylesheet's link as the loader put it. */
  const sheet = () => document.querySelector<HTMLLinkElement>('link[href="/style.css"]');

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

  it('fetches the stylesheet at once, where its link was, without blocking the paint', () => {
    page();
    run();
    const [critical, link, mantine] = [...document.head.children].filter(
      (el) => !el.matches('script'),
    );
    expect(critical?.id).toBe(CRITICAL_STYLE_ID);
    expect(link?.outerHTML).toBe('<link rel="preload" as="style" href="/style.css">');
    expect(mantine?.hasAttribute('data-mantine-styles')).toBe(true);
  });

  it('applies the stylesheet as soon as it arrives, before any paint or interaction', () => {
    page();
    run();
    expect(document.querySelector('link[rel=stylesheet]')).toBeNull();
    sheet()?.dispatchEvent(new Event('load'));
    expect(sheet()?.getAttribute('rel')).toBe('stylesheet');
    expect(painted()).toBe(false);
  });

  it('fetches no script until the page has painted', async () => {
    page();
    run();
    // The frame that draws the parsed page: the paint is not out yet.
    frame();
    await vi.advanceTimersByTimeAsync(2000);
    expect(document.querySelector('script[src], link[rel=modulepreload]')).toBeNull();
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

  it('then fetches the hints and the boot script', async () => {
    page();
    run();
    paint();
    await vi.advanceTimersByTimeAsync(0);
    expect(document.querySelector('link[rel=modulepreload]')?.getAttribute('href')).toBe('/a.js');
    expect(document.querySelector('script[src]')?.outerHTML).toBe(
      '<script type="module" src="/boot.js"></script>',
    );
  });

  it('loads once, even when the safety timer fires too', async () => {
    page();
    run();
    paint();
    await vi.advanceTimersByTimeAsync(5000);
    expect(document.querySelectorAll('script[src]')).toHaveLength(1);
    expect(document.querySelectorAll('link[rel=modulepreload]')).toHaveLength(1);
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
