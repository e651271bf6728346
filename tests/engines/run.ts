// Runs every journey in Firefox and/or WebKit against the built site:
//   node --import tsx tests/engines/run.ts [firefox|webkit|all] [journey-name ...]
// Prints engine × journey with the first error, exits 1 on any failure, and always stops what it
// started (browser, driver, Xvfb, server), on an error or Ctrl+C too.

import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EngineDriver, EngineName } from './driver';
import { launchFirefox } from './firefox';
import { journeys } from './journeys';
import { type SiteServer, startSite } from '../e2e/site-server';
import { launchWebKit } from './webkit';

const launchers: Record<EngineName, () => Promise<EngineDriver>> = {
  firefox: launchFirefox,
  webkit: launchWebKit,
};

type Row = { engine: EngineName; journey: string; ok: boolean; seconds: number; detail: string };

const choice = process.argv[2] ?? 'all';
// Journeys named after the engine run alone (while writing one); none named runs them all.
const only = process.argv.slice(3);
const chosen = only.length === 0 ? journeys : journeys.filter((one) => only.includes(one.name));
if (chosen.length !== (only.length || journeys.length)) {
  console.error(
    `unknown journey in ${only.join(', ')}; known: ${journeys.map((one) => one.name).join(', ')}`,
  );
  process.exit(2);
}
const engines = (choice === 'all' ? Object.keys(launchers) : [choice]) as EngineName[];
if (!engines.every((engine) => engine in launchers)) {
  console.error(`usage: run.ts [firefox|webkit|all] [journey ...] (got "${choice}")`);
  process.exit(2);
}

// Not test-results/: Playwright empties that folder whenever the end-to-end suite starts.
let shotsDir: string | undefined;
const shotPath = (name: string) =>
  join((shotsDir ??= mkdtempSync(join(tmpdir(), 'engines-'))), name);
let server: SiteServer | undefined;
let page: EngineDriver | undefined;
const cleanUp = async () => {
  await page?.close().catch((error: unknown) => console.error(`closing ${page?.engine}:`, error));
  page = undefined;
  await server?.stop();
  server = undefined;
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`\n${signal}: cleaning up`);
    void cleanUp().finally(() => process.exit(130));
  });
}

const seconds = (since: number) => Math.round((Date.now() - since) / 100) / 10;
const firstLine = (error: unknown) =>
  (error instanceof Error ? error.message || error.name || String(error) : String(error))
    .split('\n')[0]
    ?.slice(0, 400) ?? '';

// The journeys run one after another in one browser, so in one mock namespace and one client
// address: together they send more codes than a window allows (rate limiting has its own tests).
const raisedRateLimits = {
  RATE_LIMIT_SEND_CODE: '1000',
  RATE_LIMIT_VERIFY: '1000',
  RATE_LIMIT_WHITELIST: '1000',
  RATE_LIMIT_CONTACT: '1000',
  RATE_LIMIT_LOGIN_URL: '1000',
};

const rows: Row[] = [];
const totals: string[] = [];
try {
  server = await startSite(raisedRateLimits);
  for (const engine of engines) {
    const started = Date.now();
    try {
      page = await launchers[engine]();
      totals.push(`${engine}: launched in ${seconds(started)} s`);
      for (const journey of chosen) {
        const at = Date.now();
        const row = { engine, journey: journey.name };
        try {
          const note = await journey.run(page, server.origin);
          rows.push({ ...row, ok: true, seconds: seconds(at), detail: note ?? '' });
        } catch (error) {
          await page.screenshot(shotPath(`${engine}-${journey.name}.png`)).catch(() => undefined);
          rows.push({ ...row, ok: false, seconds: seconds(at), detail: firstLine(error) });
          // A fresh browser for the next journey: a failure can leave a dialog open, a page
          // half loaded or the session gone, and one broken journey must not fail the rest.
          await page.close().catch(() => undefined);
          page = await launchers[engine]();
        }
      }
    } catch (error) {
      const detail = firstLine(error);
      rows.push({ engine, journey: '(launch)', ok: false, seconds: seconds(started), detail });
    } finally {
      await page?.close().catch(() => undefined);
      page = undefined;
      totals.push(`${engine}: ${seconds(started)} s in all`);
    }
  }
} catch (error) {
  console.error('engines:', error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}

for (const row of rows) {
  const status = row.ok ? 'pass' : 'FAIL';
  console.info(
    `${row.engine.padEnd(8)} ${row.journey.padEnd(16)} ${status} ${`${row.seconds}s`.padStart(7)}  ${row.detail}`,
  );
}
console.info(totals.join('\n'));
if (rows.some((row) => !row.ok)) {
  if (shotsDir) console.info(`screenshots of failures: ${shotsDir}`);
  process.exitCode = 1;
}
