// Which openapi.yaml a run holds its target to when `--contract` names none: the repository's in
// a checkout (so an edit to it counts at once), else the copy `npm pack` put in the package.

import { existsSync } from 'node:fs';
import { join } from 'node:path';

// src/ in the workspace, dist/ in the tarball: both one folder below the package.
const packageDir = join(import.meta.dirname, '..');

/** The repository's contract, one folder above the package in a checkout. */
export const checkoutContract = join(packageDir, '..', 'openapi.yaml');

/** The copy `npm pack` puts in the package (`prepack`); generated, never edited. */
export const packedContract = join(packageDir, 'openapi.yaml');

/** The contract file a run reads unless it is given one. */
export const defaultContractFile = (): string =>
  existsSync(checkoutContract) ? checkoutContract : packedContract;
