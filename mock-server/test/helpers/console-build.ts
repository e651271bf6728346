import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';

// A console build shaped like mock-server/console/vite.config.ts's output (base /__mock/console/).
export const consoleHtml =
  '<!doctype html><title>Mock console</title><script type="module" crossorigin src="/__mock/console/assets/index-abc.js"></script><div id="root"></div>';
export const consoleJs = 'document.title = "Mock console";';

/** Writes that build to a new temporary folder and returns it; the caller removes it. */
export async function writeConsoleBuild(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'testbeam-console-'));
  await mkdir(join(dir, 'assets'));
  await writeFile(join(dir, 'index.html'), consoleHtml);
  await writeFile(join(dir, 'assets', 'index-abc.js'), consoleJs);
  // Vite copies public/ as it is: a name without a hash, so not cached for a year.
  await writeFile(join(dir, 'color-scheme.js'), '/* scheme */');
  return dir;
}

/** One console build for the calling test file: written before its tests, removed after. */
export function useConsoleBuild(): () => string {
  let dir = '';
  beforeAll(async () => {
    dir = await writeConsoleBuild();
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));
  return () => dir;
}
