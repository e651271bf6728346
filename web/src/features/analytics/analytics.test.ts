import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ANALYTICS_PLACEHOLDER_ID, parseSiteEnv } from '#common/env-schema';
import { injectAnalytics, TAG_MANAGER_URL } from './gtag';

type GtagWindow = Window & { dataLayer?: IArguments[]; gtag?: unknown };
const win = window as GtagWindow;
const tags = () => document.head.querySelectorAll(`script[src^="${TAG_MANAGER_URL}"]`);

beforeEach(() => {
  // happy-dom never fetches scripts here; report them as loaded instead of logging an error.
  (
    window as unknown as { happyDOM: { settings: Record<string, unknown> } }
  ).happyDOM.settings.handleDisabledFileLoadingAsSuccess = true;
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
  for (const script of tags()) script.remove();
  delete win.gtag;
  delete win.dataLayer;
});

describe('injectAnalytics', () => {
  it('injects nothing without a measurement id', () => {
    const cleanup = injectAnalytics(null, document);
    expect(tags()).toHaveLength(0);
    expect(win.dataLayer).toBeUndefined();
    expect(win.gtag).toBeUndefined();
    cleanup();
  });

  it('injects nothing for the placeholder id, whether parsed from the env or passed as is', () => {
    const parsed = parseSiteEnv({ VITE_GA_MEASUREMENT_ID: ANALYTICS_PLACEHOLDER_ID }).analyticsId;
    expect(parsed).toBeNull();
    injectAnalytics(parsed, document);
    injectAnalytics(ANALYTICS_PLACEHOLDER_ID, document);
    expect(tags()).toHaveLength(0);
    expect(win.dataLayer).toBeUndefined();
  });

  it('injects the tag manager script and its config for a real id, and removes it on cleanup', () => {
    const cleanup = injectAnalytics('G-AB12CD34EF', document);
    const [script] = tags();
    expect(tags()).toHaveLength(1);
    expect(script).toHaveAttribute('src', `${TAG_MANAGER_URL}?id=G-AB12CD34EF`);
    expect((script as HTMLScriptElement).async).toBe(true);
    expect(win.dataLayer?.map((entry) => Array.from(entry))).toEqual([
      ['js', expect.any(Date)],
      ['config', 'G-AB12CD34EF'],
    ]);

    cleanup();
    expect(tags()).toHaveLength(0);
    expect(win.gtag).toBeUndefined();
    expect(win.dataLayer).toBeUndefined();
  });
});

describe('startAnalytics (what boot.ts runs)', () => {
  async function start(id: string) {
    vi.stubEnv('VITE_GA_MEASUREMENT_ID', id);
    const { startAnalytics } = await import('./start');
    return startAnalytics(document);
  }

  /** Lets startAnalytics finish: its imports resolve with these, then it injects synchronously. */
  async function settled() {
    await Promise.all([import('#web/config/env.ts'), import('./gtag')]);
    await new Promise((resolve) => setTimeout(resolve, 0));
  }

  it('loads nothing when the build has no id', async () => {
    await start('');
    await settled();
    expect(tags()).toHaveLength(0);
  });

  it('loads nothing when the build has the placeholder id', async () => {
    await start(ANALYTICS_PLACEHOLDER_ID);
    await settled();
    expect(tags()).toHaveLength(0);
    expect(win.dataLayer).toBeUndefined();
  });

  it('injects the tag for a real id after load, and cleans it up', async () => {
    const cleanup = await start('G-AB12CD34EF');
    await vi.waitFor(() => expect(tags()).toHaveLength(1));
    cleanup();
    expect(tags()).toHaveLength(0);
  });
});
