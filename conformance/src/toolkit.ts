// What a report says made it: this package's name and version (read from its package.json, one
// folder up from src/ in the workspace and from dist/ in the tarball) and the contract's version
// and short hash. `--version` prints the same line.

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Contract } from './contract-document';

const manifest = JSON.parse(
  readFileSync(join(import.meta.dirname, '..', 'package.json'), 'utf8'),
) as { name: string; version: string };

export const toolkitName: string = manifest.name;
export const toolkitVersion: string = manifest.version;

/** "@testbeam/contract 0.2.0": the toolkit as every report names it. */
export const toolkit = `${toolkitName} ${toolkitVersion}`;

/** What every report carries about the contract. */
export interface ContractStamp {
  version: string;
  hash: string;
}

export const stampOf = (contract: Pick<Contract, 'version' | 'hash'>): ContractStamp => ({
  version: contract.version,
  hash: contract.hash,
});

/** The one line of `--version`: "@testbeam/contract 0.2.0 (contract 1.3.0, sha256 0123456789ab)". */
export const versionLine = (stamp: ContractStamp): string =>
  `${toolkit} (contract ${stamp.version}, sha256 ${stamp.hash})`;
