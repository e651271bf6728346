// nginx for `npm run serve:static`, the static suite (tests/static/) and bench serve: Debian's
// package, found or installed with apt-get, and a throwaway nginx.conf that runs it in the
// foreground as an ordinary process, every writable path in a temp directory, and includes the
// build's server block (scripts/build/headers/nginx-site.ts).

import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const INSTALL = 'apt-get install -y nginx';

/** Where Debian's nginx keeps dynamic modules, and the brotli one (libnginx-mod-http-brotli-static). */
export const MODULES_DIR = '/usr/lib/nginx/modules';
export const BROTLI_STATIC_MODULE = `${MODULES_DIR}/ngx_http_brotli_static_module.so`;
const BROTLI_PACKAGE = 'libnginx-mod-http-brotli-static';

export function findNginx(): string | null {
  const candidates = ['/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx'];
  const found = candidates.find((path) => existsSync(path));
  if (found) return found;
  try {
    return execFileSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).trim() || null;
  } catch {
    return null;
  }
}

const mayInstall = () => process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');

function aptInstall(packages: string[]): void {
  const install = () =>
    execFileSync('apt-get', ['install', '-y', '--no-install-recommends', ...packages], {
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  try {
    install();
  } catch {
    execFileSync('apt-get', ['update'], { stdio: ['ignore', 'inherit', 'inherit'] });
    install();
  }
}

/** nginx, installed with apt-get when missing and this process may (root, apt-get present). */
export function ensureNginx(): string {
  const found = findNginx();
  if (found) return found;
  if (!mayInstall())
    throw new Error(`nginx is not installed. On Debian or Ubuntu: sudo ${INSTALL}`);
  console.info(`nginx is not installed: running \`${INSTALL}\``);
  aptInstall(['nginx']);
  const installed = findNginx();
  if (!installed) throw new Error(`\`${INSTALL}\` ran, but no nginx binary was found`);
  return installed;
}

/**
 * The brotli_static module's path when it is installed (tried with apt-get once when it is not
 * and this process may); null when it cannot be had: the site is then served with gzip only.
 */
export function ensureBrotliModule(options: { install?: boolean } = {}): string | null {
  if (existsSync(BROTLI_STATIC_MODULE)) return BROTLI_STATIC_MODULE;
  if (options.install === false || !mayInstall()) return null;
  try {
    aptInstall([BROTLI_PACKAGE]);
  } catch {
    return null;
  }
  return existsSync(BROTLI_STATIC_MODULE) ? BROTLI_STATIC_MODULE : null;
}

export interface NginxMainOptions {
  /** Every writable path (pid, logs, temp files) goes in here. */
  tempDir: string;
  /** The server block to include (a rendered dist/nginx/site.conf). */
  siteConf: string;
  /** Load the brotli_static module from this file; null: none. */
  brotliModule: string | null;
  /** Log each request to stdout (`npm run serve:static`); off for tests and benches. */
  accessLog?: boolean;
  workers?: number | 'auto';
}

/** A complete nginx.conf around the site's server block: foreground, quiet, contained. */
export function nginxMainConfig(options: NginxMainOptions): string {
  const { tempDir, siteConf, brotliModule, accessLog = false, workers = 'auto' } = options;
  return `# Generated for one run by scripts/tooling/nginx.ts; deleted afterwards.
${brotliModule ? `load_module ${brotliModule};\n` : ''}daemon off;
worker_processes ${workers};
pid ${tempDir}/nginx.pid;
error_log stderr warn;
events { worker_connections 1024; }
http {
  ${accessLog ? "log_format testbeam '$status $request_method $request_uri $body_bytes_sent B';\n  access_log /dev/stdout testbeam;" : 'access_log off;'}
  sendfile on;
  tcp_nopush on;
  keepalive_requests 100000;
  client_body_temp_path ${tempDir}/body;
  proxy_temp_path ${tempDir}/proxy;
  fastcgi_temp_path ${tempDir}/fastcgi;
  uwsgi_temp_path ${tempDir}/uwsgi;
  scgi_temp_path ${tempDir}/scgi;
  include ${siteConf};
}
`;
}
