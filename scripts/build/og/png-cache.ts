// Drawn Open Graph PNGs, kept between builds in node_modules/.cache/og-images/ under a hash of the
// card's SVG and the renderer's fingerprint: a build draws only the cards that changed (about
// 0.1 s each) and copies the rest, then forgets the ones no card uses any more.
import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { rootDir } from '../../tooling/paths';
import type { OgRenderer } from './render';

export const defaultCacheDir = join(rootDir, 'node_modules', '.cache', 'og-images');

/** Writes each image (its path under `outDir` → its SVG) as PNG; says how many were drawn. */
export async function writePngs(
  images: ReadonlyMap<string, string>,
  renderer: Pick<OgRenderer, 'fingerprint' | 'toPng'>,
  outDir: string,
  cacheDir = defaultCacheDir,
): Promise<{ drawn: number; copied: number }> {
  await mkdir(cacheDir, { recursive: true });
  const used = new Set<string>();
  let drawn = 0;
  for (const [src, svg] of images) {
    const name = `${createHash('sha256').update(renderer.fingerprint).update(svg).digest('hex')}.png`;
    used.add(name);
    const cached = join(cacheDir, name);
    const target = join(outDir, src);
    const hit = await copyFile(cached, target).then(
      () => true,
      () => false,
    );
    if (hit) continue;
    const png = renderer.toPng(svg);
    drawn += 1;
    await writeFile(target, png);
    // Written aside and renamed, so a build running at the same time never copies half a file.
    const partial = `${cached}.${process.pid}.partial`;
    await writeFile(partial, png);
    await rename(partial, cached);
  }
  for (const name of await readdir(cacheDir)) {
    if (name.endsWith('.png') && !used.has(name)) await rm(join(cacheDir, name), { force: true });
  }
  return { drawn, copied: images.size - drawn };
}
