// `npm pack` puts a copy of the repository's openapi.yaml in the package (prepack) and takes it
// away again (postpack), so an installed runner has its contract and a checkout never holds a copy
// that could fall behind the original (contract-file.ts reads the original there anyway).

import { copyFileSync, rmSync } from 'node:fs';
import { checkoutContract, packedContract } from './src/contract-file';

const step = process.argv[2];
if (step === 'copy') copyFileSync(checkoutContract, packedContract);
else if (step === 'remove') rmSync(packedContract, { force: true });
else throw new Error(`pack-contract.ts: give "copy" or "remove", not ${String(step)}`);
