import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const rootDir = join(dirname(fileURLToPath(import.meta.url)), '..');
export const clientDir = join(rootDir, 'dist', 'client');
export const buildStampPath = join(rootDir, 'dist', '.build-stamp');
