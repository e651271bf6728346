// The chunk holding React DOM's client asks V8 to compile all its functions as it loads, so a
// visitor's first tap in a form does not compile React's event system as it runs
// (scripts/build/vite-plugins/compile-hint.ts; docs/decisions/0079-what-a-first-tap-runs.md).
// This holds the built files, compressed copies included, to it: a minifier or a later step that
// drops the comment fails here.

import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { EAGER_COMPILE_HINT } from '../../scripts/build/vite-plugins/compile-hint';
import { clientDir } from '../../scripts/tooling/paths';

type ModuleSizes = Record<string, { id: string }[]>;

it("the chunk with React DOM's client, and only it, starts with V8's compile hint", () => {
  const sizes = JSON.parse(
    readFileSync(join(clientDir, '..', 'module-sizes.json'), 'utf8'),
  ) as ModuleSizes;
  const reactDom = Object.keys(sizes).filter((file) =>
    sizes[file]?.some(({ id }) => id.includes('react-dom/cjs/react-dom-client.')),
  );
  expect(reactDom).toHaveLength(1);
  const file = join(clientDir, reactDom[0] ?? '');
  for (const code of [
    readFileSync(file, 'utf8'),
    brotliDecompressSync(readFileSync(`${file}.br`)).toString('utf8'),
    gunzipSync(readFileSync(`${file}.gz`)).toString('utf8'),
  ])
    expect(code.startsWith(`${EAGER_COMPILE_HINT}\n`)).toBe(true);

  const chunks = readdirSync(join(clientDir, 'assets'), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.js'))
    .map((name) => join('assets', name));
  const hinted = chunks.filter((name) =>
    readFileSync(join(clientDir, name), 'utf8').startsWith(EAGER_COMPILE_HINT),
  );
  expect(hinted).toEqual(reactDom);
});
