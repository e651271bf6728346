// `npm run dev`: the mock API on MOCK_PORT (default 8081) and Vite's dev server with hot reload on
// http://localhost:3000, which proxies /api, /__mock and the app stand-in paths to the mock.

import { type ChildProcess, spawn } from 'node:child_process';
import { devEnvironments } from './dev-env';
import { rootDir } from '../tooling/paths';

const environments = devEnvironments(process.env.MOCK_PORT ?? '8081');
const children: ChildProcess[] = [];

function run(command: string, args: string[], env: NodeJS.ProcessEnv) {
  const child = spawn(command, args, {
    cwd: rootDir,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  child.on('exit', (code) => shutdown(code ?? 0));
  children.push(child);
}

let stopping = false;
function shutdown(code: number) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  process.exitCode = code;
}

process.on('SIGINT', () => shutdown(0));
process.on('SIGTERM', () => shutdown(0));

// The mock serves only the API here: Vite serves the pages from source.
run(process.execPath, ['--import', 'tsx', 'mock-server/src/server.ts'], environments.mock);
run(process.execPath, ['node_modules/vite/bin/vite.js'], environments.vite);
