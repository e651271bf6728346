// scratch: first paint (site stylesheet and boot script held back) and after load, every template
import { mkdirSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { templateRoutes } from '#web/config/routes.ts';
import { chromiumArgs, chromiumExecutable } from '../tooling/browser';

const origin = process.argv[2] ?? '';
const out = '/tmp/wt58-shots';
mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: chromiumExecutable(), args: chromiumArgs });
const paths = ['/api-mcp-studio', '/blog/api-testing-mcp-automation', '/login', '/ai-agents'];
for (const path of paths) {
  for (const width of [320, 1920]) {
    for (const scheme of ['light', 'dark'] as const) {
      for (const state of ['first', 'loaded'] as const) {
        const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme: scheme });
        const page = await context.newPage();
        if (state === 'first') {
          await page.route(/\.css$|\/assets\/entries\//, (route) => route.abort());
        }
        await page.goto(`${origin}${path}`, { waitUntil: 'load' });
        if (state === 'loaded') {
          await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 20000 }).catch(() => {});
        }
        await page.evaluate(() => document.fonts.ready);
        const name = `${path === '/' ? 'home' : path.slice(1).replaceAll('/', '_')}-${width}-${scheme}-${state}.png`;
        await page.screenshot({ path: `${out}/${name}` });
        await context.close();
      }
    }
  }
  process.stdout.write(`${path} `);
}
await browser.close();
