import { describe, expect, it } from 'vitest';
import { categoryPages } from '#common/category-urls';
import { cachePolicy } from '#common/static-files';
import { errorUri, nginxErrors } from './nginx-errors';
import {
  apiTimeoutMessage,
  apiUnreachableMessage,
  devStandInPaths,
  nginxBuildDefaults,
  nginxBuildSettings,
  noApiMessage,
  parseApiOrigin,
  renderNginxSite,
} from './nginx-site';

const headers = {
  'content-security-policy': "default-src 'self';script-src 'self' 'sha256-abc='",
  'x-frame-options': 'DENY',
};
const base = {
  headers,
  root: '/srv/site',
  listen: ['80'],
  apiOrigin: null,
  brotli: false,
} as const;

/** The body of one `location` (or named location) block. */
function location(config: string, opening: string): string {
  const start = config.indexOf(`${opening} {`);
  expect(start, opening).toBeGreaterThan(-1);
  const end = config.indexOf('\n  }', start);
  return config.slice(start, end);
}

describe('renderNginxSite', () => {
  const config = renderNginxSite(base);

  it('serves the root with clean URLs and the 404 page as a 404', () => {
    expect(config).toContain('root /srv/site;');
    expect(location(config, 'location /')).toContain('try_files $uri $uri/index.html =404;');
    expect(config).toContain('error_page 404 /404.html;');
  });

  it('sends every security header, always, in every location that adds headers', () => {
    const blocks = config.split(/\n {2}location /).slice(1);
    const adding = blocks.filter((block) => block.includes('add_header'));
    expect(adding.length).toBeGreaterThanOrEqual(4);
    for (const block of adding) {
      expect(block).toContain(
        `add_header Content-Security-Policy "${headers['content-security-policy']}" always;`,
      );
      expect(block).toContain('add_header X-Frame-Options "DENY" always;');
    }
  });

  it('caches hashed assets for a year, HTML revalidated, the rest an hour', () => {
    expect(location(config, 'location ^~ /assets/')).toContain(
      `add_header Cache-Control "${cachePolicy.hashed}" always;`,
    );
    expect(config).toContain(`"~^text/html" "${cachePolicy.html}";`);
    expect(config).toContain(`default "${cachePolicy.other}";`);
  });

  it('rewrites ?category= to each known category page, in any case', () => {
    const known = categoryPages().filter(({ choice }) => choice.unknown === null);
    expect(known.length).toBe(5);
    for (const { path, choice } of known) {
      expect(config).toContain(`${choice.category}(?:\\+|%20)*$" ${path}/index.html;`);
    }
    expect(config).toMatch(/"~\*\^/);
    expect(location(config, 'location ~ ^/ai-agents/?$')).toContain(
      'rewrite ^ $testbeam_category_page last;',
    );
  });

  it('hides dot-files (but .well-known) and the host configuration files', () => {
    expect(config).toContain('location ~ /\\.(?!well-known(?:/|$)) {');
    expect(location(config, 'location = /_headers')).toContain('return 404;');
    expect(location(config, 'location = /_redirects')).toContain('return 404;');
  });

  it('without an API origin, /api/ is a 502 in the error shape, never the site', () => {
    const api = location(config, 'location /api/');
    expect(api).toContain('default_type application/json;');
    expect(api).toContain(
      `return 502 '${JSON.stringify({ success: false, message: noApiMessage })}';`,
    );
    expect(api).not.toContain('proxy_pass');
  });

  it('with an API origin, /api/ is forwarded, cookies rescoped, failures in the error shape', () => {
    const proxied = renderNginxSite({ ...base, apiOrigin: 'https://api.example.com' });
    const api = location(proxied, 'location /api/');
    // With the location's path as its URI: nginx then sends the normalized path, never the raw one.
    expect(api).toContain('proxy_pass https://api.example.com/api/;');
    expect(api).toContain('proxy_cookie_domain api.example.com $host;');
    expect(api).toContain('proxy_ssl_server_name on;');
    expect(api).toContain('proxy_hide_header Content-Security-Policy;');
    expect(api).toContain('error_page 502 503 = @api_unreachable;');
    expect(location(proxied, 'location @api_unreachable')).toContain(
      apiUnreachableMessage('https://api.example.com'),
    );
    expect(location(proxied, 'location @api_timeout')).toContain(
      `return 504 '${JSON.stringify({ success: false, message: apiTimeoutMessage('https://api.example.com') })}';`,
    );
    // The stand-ins are for a local mock only.
    for (const path of devStandInPaths) expect(proxied).not.toContain(`location ${path} {`);
  });

  it('forwards the app stand-in and /__mock only when asked (serve:static --mock)', () => {
    const local = renderNginxSite({ ...base, apiOrigin: 'http://127.0.0.1:9', devStandIns: true });
    for (const path of devStandInPaths) {
      const block = location(local, `location ${path}`);
      expect(block).toContain(`proxy_pass http://127.0.0.1:9${path};`);
      expect(block).toContain('proxy_buffering off;');
    }
    expect(() => renderNginxSite({ ...base, devStandIns: true })).toThrow(/API origin/);
  });

  it('serves the .br copies only with the module', () => {
    expect(config).toMatch(/^ {2}# brotli_static on;/m);
    expect(renderNginxSite({ ...base, brotli: true })).toMatch(/^ {2}brotli_static on;$/m);
  });

  it('answers other methods on the site with 405 and Allow, in the error shape', () => {
    const named = location(config, 'location @method_not_allowed');
    expect(named).toContain('add_header Allow "GET, HEAD" always;');
    expect(named).toContain('return 405 \'{"success":false,"message":"$request_method is');
  });

  it('refuses a document root nginx would misread', () => {
    expect(() => renderNginxSite({ ...base, root: '/srv/my site' })).toThrow(/document root/);
    expect(() => renderNginxSite({ ...base, root: '/srv/x;evil' })).toThrow(/document root/);
  });
});

describe('parseApiOrigin', () => {
  it.each(['https://api.example.com', 'http://127.0.0.1:8080', 'https://api.example.com/'])(
    'takes %s',
    (value) => expect(() => parseApiOrigin(value)).not.toThrow(),
  );

  it.each([
    'api.example.com',
    'ftp://api.example.com',
    'https://api.example.com/v1',
    'https://user:pw@api.example.com',
    'https://api.example.com?x=1',
    'https://api.example.com;return 200',
  ])('refuses %s with the variable name', (value) => {
    expect(() => parseApiOrigin(value)).toThrow(/API_ORIGIN/);
  });
});

describe('nginxBuildSettings', () => {
  it('defaults to port 80 on both stacks, /var/www/testbeam, no API, no brotli', () => {
    expect(nginxBuildSettings({})).toEqual({
      root: nginxBuildDefaults.root,
      listen: ['80', '[::]:80'],
      apiOrigin: null,
      brotli: false,
      serverName: '_',
    });
  });

  it('reads the deployment from the environment', () => {
    expect(
      nginxBuildSettings({
        NGINX_ROOT: '/srv/www',
        NGINX_LISTEN: '8080, [::]:8080',
        NGINX_SERVER_NAME: 'testbeam.dev www.testbeam.dev',
        NGINX_BROTLI: 'on',
        API_ORIGIN: 'https://api.testbeam.dev',
      }),
    ).toEqual({
      root: '/srv/www',
      listen: ['8080', '[::]:8080'],
      apiOrigin: 'https://api.testbeam.dev',
      brotli: true,
      serverName: 'testbeam.dev www.testbeam.dev',
    });
  });

  it.each([
    [{ NGINX_ROOT: 'relative/dir' }, /NGINX_ROOT/],
    [{ NGINX_LISTEN: '80; include /etc/passwd' }, /NGINX_LISTEN/],
    [{ NGINX_SERVER_NAME: 'x; return 200' }, /NGINX_SERVER_NAME/],
    [{ NGINX_BROTLI: 'yes' }, /NGINX_BROTLI/],
    [{ API_ORIGIN: 'https://api.example.com/v1' }, /API_ORIGIN/],
  ])('stops the build on %j', (env, message) => {
    expect(() => nginxBuildSettings(env)).toThrow(message);
  });
});

describe('errors nginx makes itself', () => {
  it('answers each of nginx’s own errors as JSON with the headers, in the server and in /api/', () => {
    const proxied = renderNginxSite({ ...base, apiOrigin: 'https://api.example.com' });
    const api = location(proxied, 'location /api/');
    for (const { status, answer, message } of nginxErrors) {
      expect(proxied).toContain(`\n  error_page ${status} ${errorUri(status)};`);
      // /api/ sets its own error_page lines, so nginx inherits none of the server's there.
      if (![502, 503, 504].includes(status)) {
        expect(api).toContain(`error_page ${status} ${errorUri(status)};`);
      }
      const block = location(proxied, `location = ${errorUri(status)}`);
      expect(block).toContain('internal;');
      expect(block).toContain('types { }');
      expect(block).toContain('default_type application/json;');
      expect(block).toContain('add_header X-Frame-Options "DENY" always;');
      expect(block).toContain(`return ${answer} '${JSON.stringify({ success: false, message })}';`);
    }
  });

  it('types the 405 as JSON whatever the page’s extension', () => {
    const block = location(renderNginxSite(base), 'location @method_not_allowed');
    expect(block).toContain('types { }');
    expect(block).toContain('default_type application/json;');
  });
});
