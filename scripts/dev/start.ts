// `npm start`: build the site if it is missing or an input of the build changed since it was made
// (build-freshness.ts), then serve it with the mock API from one process (the mock server's own
// entry point handles signals and shutdown).

import { spawnSync } from 'node:child_process';
import { staleBuildReason } from '../build/build-freshness';
import { rootDir } from '../tooling/paths';

const reason = staleBuildReason();
if (reason) {
  console.info(`Building the site (${reason})...`);
  const build = spawnSync('npm', ['run', 'build'], { cwd: rootDir, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

await import('../../mock-server/src/server');
