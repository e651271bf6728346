import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const rootDir = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
export const clientDir = join(rootDir, 'dist', 'client');
export const buildStampPath = join(rootDir, 'dist', '.build-stamp');
/** What `gen-font-subset` did to the fonts: read by bench size and check font. */
export const fontManifestPath = join(rootDir, 'dist', 'font-subset.json');
