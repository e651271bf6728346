// Which openapi.yaml a run holds its target to. The contract is read once, when
// contract-document.ts loads, so the command line chooses it before anything imports that module.

import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';

const packageDir = join(import.meta.dirname, '..');

/** The repository's contract, one folder above the package in a checkout. */
export const checkoutContract = join(packageDir, '..', 'openapi.yaml');

/** The copy `npm pack` puts in the package (`prepack`); generated, never edited. */
export const packedContract = join(packageDir, 'openapi.yaml');

let chosen: string | undefined;

/** `--contract FILE`: must run before contract-document.ts is first imported. */
export function useContract(file: string): void {
  chosen = resolve(file);
}

/**
 * The file to read: `--contract`, else the repository's in a checkout (so an edit to it counts at
 * once), else the packed copy.
 */
export function contractFile(): string {
  if (chosen !== undefined) return chosen;
  return existsSync(checkoutContract) ? checkoutContract : packedContract;
}
