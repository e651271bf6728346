// CI's own Node (`.ci/run`): installs the release `.nvmrc` names, or the one given, with the npm it
// bundles (install-node.ts, cached), and prints the folders to put first on PATH, `:`-separated.
// It runs before `npm ci`, through `npx tsx`, so it imports nothing but Node and our own files.
//
//   node --import tsx scripts/node-lts/use-node.ts [24.21.0]

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { rootDir } from '../tooling/paths';
import { installNode, nodeCache } from './install-node';

const version = process.argv[2] ?? readFileSync(join(rootDir, '.nvmrc'), 'utf8').trim();
const log = join(nodeCache, 'logs', `${version}-install.log`);
const installed = await installNode(version, log);
if (!installed) {
  console.error(`use-node: Node ${version} or its npm did not install; see ${log}`);
  process.exit(1);
}
process.stdout.write(`${installed.binDirs.join(':')}\n`);
