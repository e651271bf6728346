// The nginx server block that serves the build as the mock server does (dist/nginx/site.conf):
// written from the same records as `_headers` and `_redirects` (the security-header record, the
// caching and content-type rules of #common/static-files, the category pages of
// #common/category-urls), so a visitor gets the same answer from either. The build writes it
// with the deployment's settings (scripts/build/gen-static-headers.ts); `npm run serve:static` and the
// static suite (tests/static/) render it again with a loopback port and this checkout's build.
//
// It is meant for nginx's `http` block (Debian's sites-enabled/ is included there): the `map`s
// sit beside the `server`, which nginx allows only at that level.

import { studioPath } from '#common/app-paths';
import { categoryPages, MARKETPLACE_PATH } from '#common/category-urls';
import {
  binaryTypes,
  cachePolicy,
  DEFAULT_TYPE,
  HASHED_ASSETS_DIR,
  hostConfigFiles,
  textTypes,
} from '#common/static-files';
import { errorLocations, errorPageLines, jsonAnswer } from './nginx-errors';
import { displayName, type HeaderRecord, nginxHeaderLines, nginxQuote } from './static-headers';

export interface NginxSiteOptions {
  /** The security headers of every answer (the record `_headers` is written from). */
  headers: HeaderRecord;
  /** The document root: where dist/client is copied on the server. */
  root: string;
  /** `listen` parameters, one directive each (`80`, `[::]:80`, `127.0.0.1:41234`). */
  listen: readonly string[];
  /** The backend `/api/` is forwarded to (`https://api.example.com`); null: a 502 in the error shape. */
  apiOrigin: string | null;
  /** Serve the build's `.br` copies: needs ngx_http_brotli_static_module loaded. */
  brotli: boolean;
  /**
   * Local use only (`npm run serve:static` with API_ORIGIN at a mock server): also forward the
   * app stand-in's pages and /__mock, as the Vite dev server does, so a local sign-in lands.
   */
  devStandIns?: boolean;
  serverName?: string;
  /** How long the API may take to answer before the visitor gets a 504 (default 30 s). */
  apiTimeoutSeconds?: number;
}

/** The answer to `/api/` when no backend is configured. */
export const noApiMessage =
  'No API behind this web server: /api/ is forwarded only when API_ORIGIN names the backend (see the README, Deploying).';
export const apiUnreachableMessage = (origin: string) =>
  `The API at ${origin} did not answer. Try again in a moment.`;
export const apiTimeoutMessage = (origin: string) =>
  `The API at ${origin} took too long to answer. Try again in a moment.`;
export const methodNotAllowedMessage = 'is not allowed on the site; use GET or HEAD.';

/** The paths the app stand-in and the dev routes answer on the mock (vite.config.ts proxies them). */
export const devStandInPaths = ['/__mock/', studioPath, '/connect/'] as const;

const PROXY_CONNECT_TIMEOUT_S = 5;
export const API_TIMEOUT_S = 30;

/** An `http(s)://host[:port]` origin, nothing else: anything more would be pasted into nginx. */
export function parseApiOrigin(value: string): URL {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new Error(
      `API_ORIGIN must be an http(s) origin such as https://api.example.com: ${value}`,
    );
  }
  if (
    (url.protocol !== 'http:' && url.protocol !== 'https:') ||
    url.username ||
    url.password ||
    url.search ||
    url.hash ||
    url.pathname !== '/' ||
    /[\s;{}"'$\\]/.test(value)
  ) {
    throw new Error(
      `API_ORIGIN must be an http(s) origin with no path, query or credentials: ${value}`,
    );
  }
  return url;
}

const indent = (lines: readonly string[], depth = 1) =>
  lines.map((line) => (line ? `${'  '.repeat(depth)}${line}` : line));

/** The regex a category's value must match in `$arg_category` (raw: `+` and `%20` are spaces). */
function categoryPattern(category: string): string {
  const space = '(?:\\+|%20)';
  const escaped = category
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .split(' ')
    .join(space);
  return `"~*^${space}*${escaped}${space}*$"`;
}

function maps(): string[] {
  const textPattern = [...new Set(Object.values(textTypes))]
    .map((type) => type.replace(/[.+]/g, '\\$&'))
    .join('|');
  const categories = categoryPages()
    .filter(({ choice }) => choice.unknown === null)
    .map(({ path, choice }) => `  ${categoryPattern(choice.category)} ${path}/index.html;`);
  return [
    '# Cache-Control by kind: HTML revalidated, other files an hour (/assets/ has its own).',
    'map $sent_http_content_type $testbeam_cache_control {',
    `  "~^text/html" ${nginxQuote(cachePolicy.html)};`,
    `  default ${nginxQuote(cachePolicy.other)};`,
    '}',
    '# Vary: Accept-Encoding on every text type, compressed copy or not (as the mock sends it).',
    'map $sent_http_content_type $testbeam_vary {',
    `  "~^(?:${textPattern})(?:;|$)" "Accept-Encoding";`,
    '  default "";',
    '}',
    '# /ai-agents?category=Google: the pre-rendered Google page (any case; unknown: the plain page).',
    'map $arg_category $testbeam_category_page {',
    '  default "";',
    ...categories,
    '}',
  ];
}

function typesBlock(): string[] {
  const byType = new Map<string, string[]>();
  for (const [ext, type] of Object.entries({ ...textTypes, ...binaryTypes })) {
    byType.set(type, [...(byType.get(type) ?? []), ext.slice(1)]);
  }
  return [
    'types {',
    ...[...byType].map(([type, exts]) => `  ${type} ${exts.join(' ')};`),
    '}',
    `default_type ${DEFAULT_TYPE};`,
    'charset utf-8;',
    `charset_types ${[...new Set(Object.values(textTypes))].filter((type) => type !== 'text/html').join(' ')};`,
  ];
}

/** What every location that serves a file of the build adds. */
function fileHeaders(headers: HeaderRecord, cacheControl: string): string[] {
  return [
    ...nginxHeaderLines(headers),
    `add_header Cache-Control ${cacheControl} always;`,
    'add_header Vary $testbeam_vary always;',
  ];
}

function proxyTo(
  upstream: URL,
  path: string,
  options: { hideHeaders: HeaderRecord | null; timeoutSeconds: number },
): string[] {
  const origin = upstream.origin;
  const lines = [
    // With a URI part, nginx sends the normalized path (`/%61pi/x`, `/foo/../api/x` and `//api/x`
    // all become `/api/x`, escaped again), not the request line as it came: a backend that
    // routes on the raw path cannot be reached outside `path` (/admin/..%2fapi/x).
    `proxy_pass ${origin}${path};`,
    'proxy_http_version 1.1;',
    'proxy_set_header Connection "";',
    'proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;',
    'proxy_set_header X-Forwarded-Proto $scheme;',
    'proxy_set_header X-Forwarded-Host $http_host;',
    // Cookies the backend scopes to its own host belong to this site's host now.
    `proxy_cookie_domain ${upstream.hostname} $host;`,
    `proxy_connect_timeout ${PROXY_CONNECT_TIMEOUT_S}s;`,
    `proxy_read_timeout ${options.timeoutSeconds}s;`,
    'error_page 502 503 = @api_unreachable;',
    'error_page 504 = @api_timeout;',
    ...errorPageLines([502, 503, 504]),
  ];
  if (upstream.protocol === 'https:') lines.push('proxy_ssl_server_name on;');
  if (!options.hideHeaders) {
    // The mock's own pages: its console's live feed (/__mock/events) must not wait in a buffer.
    lines.push('proxy_buffering off;');
  } else {
    // The site's own security headers, once: the backend's copies are dropped.
    lines.push(
      ...Object.keys(options.hideHeaders)
        .sort()
        .map((name) => `proxy_hide_header ${displayName(name)};`),
      ...nginxHeaderLines(options.hideHeaders),
    );
  }
  return lines;
}

export function renderNginxSite(options: NginxSiteOptions): string {
  const { headers, root, listen, apiOrigin, brotli, devStandIns = false } = options;
  const timeoutSeconds = options.apiTimeoutSeconds ?? API_TIMEOUT_S;
  if (!Number.isInteger(timeoutSeconds) || timeoutSeconds < 1) {
    throw new Error(`the API timeout must be a whole number of seconds: ${timeoutSeconds}`);
  }
  if (/[\s;{}"'$]/.test(root)) throw new Error(`cannot use this document root in nginx: ${root}`);
  const upstream = apiOrigin === null ? null : parseApiOrigin(apiOrigin);
  if (devStandIns && !upstream) throw new Error('devStandIns needs an API origin (the mock)');

  const apiLocation = upstream
    ? proxyTo(upstream, '/api/', { hideHeaders: headers, timeoutSeconds })
    : jsonAnswer(headers, 502, noApiMessage);
  const server = [
    ...listen.map((value) => `listen ${value};`),
    `server_name ${options.serverName ?? '_'};`,
    `root ${root};`,
    'server_tokens off;',
    ...typesBlock(),
    'gzip_static on;',
    // The Vary header comes from the map above, for every text type (gzip_vary would add it only
    // where a .gz copy exists).
    'gzip_vary off;',
    ...(brotli
      ? ['brotli_static on;']
      : [
          '# brotli_static on;  (needs ngx_http_brotli_static_module; Debian: libnginx-mod-http-brotli-static)',
        ]),
    'error_page 404 /404.html;',
    `error_page 405 = @method_not_allowed;`,
    "# nginx's own errors (a malformed request, a URL or headers too long…) in the API's shape.",
    ...errorPageLines(),
    '',
    '# Pages: /about and /about/ both answer about/index.html, without a redirect.',
    'location / {',
    ...indent([
      'try_files $uri $uri/index.html =404;',
      ...fileHeaders(headers, '$testbeam_cache_control'),
    ]),
    '}',
    '',
    '# Hashed assets: a new build means new names, so they are cached for a year.',
    `location ^~ ${HASHED_ASSETS_DIR} {`,
    ...indent(['try_files $uri =404;', ...fileHeaders(headers, nginxQuote(cachePolicy.hashed))]),
    '}',
    '',
    '# Dot-files stay private (.vite/manifest.json), but for .well-known/; so do the host files.',
    'location ~ /\\.(?!well-known(?:/|$)) {',
    '  return 404;',
    '}',
    ...hostConfigFiles.flatMap((path) => [`location = ${path} {`, '  return 404;', '}']),
    '',
    "# The marketplace's filter without JavaScript: ?category= answers that category's page.",
    `location ~ ^${MARKETPLACE_PATH}/?$ {`,
    ...indent([
      'if ($testbeam_category_page) {',
      '  rewrite ^ $testbeam_category_page last;',
      '}',
      `try_files ${MARKETPLACE_PATH}/index.html =404;`,
      ...fileHeaders(headers, '$testbeam_cache_control'),
    ]),
    '}',
    '',
    upstream
      ? `# The API: forwarded to ${upstream.origin}, errors in the API's shape.`
      : '# The API: none configured (build with API_ORIGIN set to forward /api/ to it).',
    'location /api/ {',
    ...indent(apiLocation),
    '}',
    ...(upstream
      ? [
          'location @api_unreachable {',
          ...indent(jsonAnswer(headers, 502, apiUnreachableMessage(upstream.origin))),
          '}',
          'location @api_timeout {',
          ...indent(jsonAnswer(headers, 504, apiTimeoutMessage(upstream.origin))),
          '}',
        ]
      : []),
    ...(upstream && devStandIns
      ? [
          '',
          '# Local only: the mock server stands in for the app and serves its developer routes.',
          ...devStandInPaths.flatMap((path) => [
            `location ${path} {`,
            ...indent(proxyTo(upstream, path, { hideHeaders: null, timeoutSeconds })),
            '}',
          ]),
        ]
      : []),
    '',
    '# Any method but GET and HEAD on a file of the site.',
    'location @method_not_allowed {',
    ...indent(
      jsonAnswer(headers, 405, `$request_method ${methodNotAllowedMessage}`, [
        'add_header Allow "GET, HEAD" always;',
      ]),
    ),
    '}',
    ...errorLocations(headers),
  ];
  return [
    '# Generated by scripts/build/gen-static-headers.ts (scripts/headers/nginx-site.ts): the build served',
    "# as the mock server serves it, with its exact security headers. Include it in nginx's http",
    '# block (Debian: /etc/nginx/sites-enabled/). Do not edit: rebuild with other settings',
    '# (README, "Deploying").',
    '',
    ...maps(),
    '',
    'server {',
    ...indent(server),
    '}',
    '',
  ].join('\n');
}

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
