// The build served by nginx, as production serves it: the server block the build writes
// (scripts/build/headers/nginx-site.ts) rendered for a loopback port and this checkout's dist/client,
// in a temp directory, nginx in the foreground as a child process. `npm run serve:static`, the
// static suite (tests/static/) and bench serve start it.

import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseHeadersFile } from '../build/headers/static-headers';
import { renderNginxSite } from '../build/headers/nginx-site';
import { ensureBrotliModule, ensureNginx, nginxMainConfig } from './nginx';
import { freePort } from './ports';
import { waitForServer } from './wait-for-server';

export interface StaticServerOptions {
  /** The build to serve (dist/client). */
  siteDir: string;
  /** Where /api/ goes (a running mock server, say); null: the 502 of a build without API_ORIGIN. */
  apiOrigin: string | null;
  /** 0 or unset: a free port. */
  port?: number;
  /** 127.0.0.1 unless told otherwise. */
  host?: string;
  accessLog?: boolean;
  /** apiOrigin is a mock server: forward its app stand-in and /__mock too (nginx-site.ts). */
  devStandIns?: boolean;
  /** Serve the .br copies when the module is installed (tried with apt-get when not). */
  brotli?: boolean;
  /** nginx worker processes (bench serve: auto; tests: 1). */
  workers?: number | 'auto';
  /** How long the API may take before nginx answers 504 (default: the server block's 30 s). */
  apiTimeoutSeconds?: number;
  /** Tests only (tests/static/mutations.test.ts): serve a deliberately broken copy of the block. */
  editSiteConf?: (siteConf: string) => string;
}

export interface StaticServer {
  origin: string;
  /** Whether the .br copies are served (the brotli_static module was found). */
  brotli: boolean;
  /** The server block as rendered for this run. */
  siteConf: string;
  child: ChildProcess;
  /** The last 4,000 characters nginx wrote to stderr. */
  stderr(): string;
  stop(): Promise<void>;
}

/** The build's security headers, read back from the `_headers` file it wrote (its `/*` rule). */
export function buildHeaders(siteDir: string): Record<string, string> {
  const file = join(siteDir, '_headers');
  if (!existsSync(file)) {
    throw new Error(`${file} is missing: run \`npm run build\` first.`);
  }
  const all = parseHeadersFile(readFileSync(file, 'utf8')).get('/*');
  if (!all || all.size === 0) throw new Error(`${file} has no headers for /*`);
  return Object.fromEntries(all);
}

export async function startStaticServer(options: StaticServerOptions): Promise<StaticServer> {
  const { siteDir, apiOrigin, accessLog = false, workers = 1 } = options;
  const binary = ensureNginx();
  const brotliModule = options.brotli === false ? null : ensureBrotliModule();
  const host = options.host ?? '127.0.0.1';
  const port = options.port || (await freePort());
  const tempDir = mkdtempSync(join(tmpdir(), 'testbeam-nginx-'));
  const rendered = renderNginxSite({
    headers: buildHeaders(siteDir),
    root: siteDir,
    listen: [`${host.includes(':') ? `[${host}]` : host}:${port}`],
    apiOrigin,
    brotli: brotliModule !== null,
    devStandIns: options.devStandIns ?? false,
    apiTimeoutSeconds: options.apiTimeoutSeconds,
  });
  const siteConf = options.editSiteConf ? options.editSiteConf(rendered) : rendered;
  writeFileSync(join(tempDir, 'site.conf'), siteConf);
  const config = join(tempDir, 'nginx.conf');
  writeFileSync(
    config,
    nginxMainConfig({
      tempDir,
      siteConf: join(tempDir, 'site.conf'),
      brotliModule,
      accessLog,
      workers,
    }),
  );

  const child = spawn(binary, ['-e', 'stderr', '-p', tempDir, '-c', config], {
    stdio: ['ignore', accessLog ? 'inherit' : 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000);
    if (accessLog) process.stderr.write(chunk);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let stopped = false;
  const stop = async (): Promise<void> => {
    if (!stopped) {
      stopped = true;
      if (child.exitCode === null && child.signalCode === null) {
        // SIGQUIT: nginx's graceful stop; SIGKILL if it does not go.
        child.kill('SIGQUIT');
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        await exited;
        clearTimeout(timer);
      }
      rmSync(tempDir, { recursive: true, force: true });
    }
  };
  const origin = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
  try {
    await waitForServer(`${origin}/`, { child, timeoutMs: 15_000 });
  } catch (error) {
    await stop();
    throw new Error(`nginx did not start: ${(error as Error).message}\n${stderr.trim()}`);
  }
  return { origin, brotli: brotliModule !== null, siteConf, child, stderr: () => stderr, stop };
}
