// The nginx server block that serves the build as the mock server does (dist/nginx/site.conf):
// written from the same records as `_headers` and `_redirects` (the security-header record, the
// caching and content-type rules of #common/static-files, the category pages of
// #common/category-urls), so a visitor gets the same answer from either. The build writes it
// with the deployment's settings (scripts/build/gen-static-headers.ts); `npm run serve:static` and the
// static suite (tests/static/) render it again with a loopback port and this checkout's build.
//
// It is meant for nginx's `http` block (Debian's sites-enabled/ is included there): the `map`s
// sit beside the `server`, which nginx allows only at that level.
import { MARKETPLACE_PATH } from '#common/category-urls';
import { cachePolicy, HASHED_ASSETS_DIR, hostConfigFiles } from '#common/static-files';
import {
  API_TIMEOUT_S,
  apiTimeoutMessage,
  apiUnreachableMessage,
  devStandInPaths,
  methodNotAllowedMessage,
  noApiMessage,
  parseApiOrigin,
  proxyTo,
} from './nginx-api';
import { fileHeaders, indent, maps, typesBlock } from './nginx-blocks';
import { errorLocations, errorPageLines, jsonAnswer } from './nginx-errors';
import { type HeaderRecord, nginxQuote } from './static-headers';

// What the site block's importers have always taken from here.
export {
  API_TIMEOUT_S,
  apiTimeoutMessage,
  apiUnreachableMessage,
  devStandInPaths,
  methodNotAllowedMessage,
  noApiMessage,
  parseApiOrigin,
} from './nginx-api';
export { type NginxBuildSettings, nginxBuildDefaults, nginxBuildSettings } from './nginx-settings';

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
    '# Generated by scripts/build/gen-static-headers.ts (scripts/build/headers/nginx-site.ts): the build served',
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
