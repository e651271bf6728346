// The deployment's settings for dist/nginx/site.conf (NGINX_* and API_ORIGIN), read and checked at
// build time by scripts/build/gen-static-headers.ts.

import { parseApiOrigin } from './nginx-api';

/** The deployment's settings for dist/nginx/site.conf, read at build time from the environment. */
export interface NginxBuildSettings {
  root: string;
  listen: string[];
  apiOrigin: string | null;
  brotli: boolean;
  serverName: string;
}

export const nginxBuildDefaults = {
  root: '/var/www/testbeam',
  listen: ['80', '[::]:80'],
  serverName: '_',
} as const;

/**
 * NGINX_ROOT (where dist/client is copied), NGINX_LISTEN (comma-separated `listen` values),
 * NGINX_SERVER_NAME, NGINX_BROTLI (`on`: serve the .br copies) and API_ORIGIN (where /api/ goes).
 * A bad value stops the build with the variable's name.
 */
export function nginxBuildSettings(env: NodeJS.ProcessEnv): NginxBuildSettings {
  const text = (name: string) => env[name]?.trim() || undefined;
  const root = text('NGINX_ROOT') ?? nginxBuildDefaults.root;
  if (!root.startsWith('/') || /[\s;{}"'$]/.test(root)) {
    throw new Error(`NGINX_ROOT must be an absolute path without spaces or quotes: ${root}`);
  }
  const listen = text('NGINX_LISTEN')
    ?.split(',')
    .map((value) => value.trim())
    .filter(Boolean) ?? [...nginxBuildDefaults.listen];
  for (const value of listen) {
    if (!/^[\w.:[\]]+( [\w=]+)*$/.test(value)) {
      throw new Error(`NGINX_LISTEN: not a listen value nginx would take: ${value}`);
    }
  }
  const serverName = text('NGINX_SERVER_NAME') ?? nginxBuildDefaults.serverName;
  if (!/^[\w.*~ -]+$/.test(serverName)) {
    throw new Error(`NGINX_SERVER_NAME: not a server name: ${serverName}`);
  }
  const brotli = text('NGINX_BROTLI') ?? 'off';
  if (brotli !== 'on' && brotli !== 'off')
    throw new Error(`NGINX_BROTLI must be on or off: ${brotli}`);
  const apiOrigin = text('API_ORIGIN') ?? null;
  if (apiOrigin !== null) parseApiOrigin(apiOrigin);
  return { root, listen, apiOrigin, brotli: brotli === 'on', serverName };
}
