// Writes brotli (.br) and gzip (.gz) siblings next to every compressible file of the client build,
// so the mock server (and any static host) can send them without compressing per request.

import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import { clientDir } from '../tooling/paths';

const compressible = /\.(html|js|mjs|css|svg|json|xml|txt|webmanifest|map)$/;
const MIN_BYTES = 512;

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* files(path);
    else yield path;
  }
}

async function main() {
  let count = 0;
  let raw = 0;
  let br = 0;
  for await (const path of files(clientDir)) {
    if (!compressible.test(path)) continue;
    const content = await readFile(path);
    if (content.length < MIN_BYTES) continue;
    const [brotlied, gzipped] = await Promise.all([
      brotli(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gz(content, { level: 9 }),
    ]);
    // A compressed copy that is not smaller is never worth sending.
    if (brotlied.length < content.length) await writeFile(`${path}.br`, brotlied);
    if (gzipped.length < content.length) await writeFile(`${path}.gz`, gzipped);
    count += 1;
    raw += content.length;
    br += Math.min(brotlied.length, content.length);
  }
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  console.info(`compress: ${count} files, ${kb(raw)} → ${kb(br)} with brotli`);
}

await main();
