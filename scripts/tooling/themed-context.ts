// A browser context in one of the site's themes, for the scripts that look at pages in both.
import type { Browser, BrowserContext } from '@playwright/test';
import { COLOR_SCHEME_KEY } from '#web/components/ThemeToggle/theme-toggle.enhance.ts';

/**
 * A browser context of this size that prefers `theme` and whose pages start in it (Mantine's
 * stored scheme, written before any page script runs): how the screenshots and `bench css` see
 * each theme.
 */
export async function themedContext(
  browser: Browser,
  { width, height, theme }: { width: number; height: number; theme: 'light' | 'dark' },
): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width, height }, colorScheme: theme });
  await context.addInitScript(([key, scheme]) => localStorage.setItem(key, scheme), [
    COLOR_SCHEME_KEY,
    theme,
  ] as const);
  return context;
}
