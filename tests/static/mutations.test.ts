// The suite would fail if the server block lost what it promises: each row serves a broken copy
// of dist/nginx/site.conf with nginx and runs the check meant to catch it, which must fail. The
// table is printed; a mutation that changes nothing, or that no check catches, fails the test.

import { afterAll, describe, expect, inject, it } from 'vitest';
import { clientDir } from '../../scripts/tooling/paths';
import { type StaticServer, startStaticServer } from '../../scripts/tooling/static-server';
import { routes } from '#web/config/routes.ts';
import {
  checkCategoryPage,
  checkCompression,
  checkFile,
  checkNoApi,
  checkNotFound,
  checkRoute,
} from './checks';
import {
  checkMethodNotAllowed,
  checkNginxError,
  checkNormalizedApiPath,
  malformed,
  startRecordingBackend,
} from './hostile';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const mock = inject('mockOrigin');
const brotli = inject('brotli');
const about = routes.find((route) => route.path === '/about');
if (!about) throw new Error('no /about in the route table');
const scriptDir = join(clientDir, 'assets', 'entries');
const script = `/assets/entries/${readdirSync(scriptDir)
  .find((name) => name.endsWith('.js.gz'))
  ?.slice(0, -3)}`;

/** Removes every line that matches, as one might when editing the file by hand. */
const dropLines = (pattern: RegExp) => (conf: string) =>
  conf
    .split('\n')
    .filter((line) => !pattern.test(line))
    .join('\n');

/** Removes the block that starts with this line, to its closing brace. */
const dropBlock = (opening: string) => (conf: string) => {
  const start = conf.indexOf(`  ${opening} {`);
  const end = conf.indexOf('\n  }', start);
  return start === -1 ? conf : conf.slice(0, start) + conf.slice(end + 4);
};

/** Removes the lines that match inside every block whose opening line matches `block`. */
const dropLinesIn = (block: RegExp, pattern: RegExp) => (conf: string) => {
  let inside = false;
  return conf
    .split('\n')
    .filter((line) => {
      if (block.test(line)) inside = true;
      else if (line === '  }') inside = false;
      return !(inside && pattern.test(line));
    })
    .join('\n');
};

const mutations: {
  name: string;
  edit: (conf: string) => string;
  /** `received`: what the recording backend behind /api/ got, for rows with `api`. */
  check: (origin: string, received: string[]) => Promise<void>;
  /** Serve with a recording backend behind /api/ instead of none. */
  api?: true;
}[] = [
  {
    name: 'a security header dropped (X-Frame-Options)',
    edit: dropLines(/add_header X-Frame-Options/),
    check: (origin) => checkRoute(origin, mock, about, brotli),
  },
  {
    name: 'a CSP hash changed',
    edit: (conf) => conf.replace(/'sha256-[A-Za-z0-9+/]{4}/g, "'sha256-AAAA"),
    check: (origin) => checkRoute(origin, mock, about, brotli),
  },
  {
    name: 'the category rewrite dropped',
    edit: dropLines(/rewrite \^ \$testbeam_category_page last;/),
    check: (origin) => checkCategoryPage(origin, mock, '/ai-agents?category=Google'),
  },
  {
    name: 'the 404 page answered with status 200',
    edit: (conf) => conf.replace('error_page 404 /404.html;', 'error_page 404 =200 /404.html;'),
    check: (origin) => checkNotFound(origin, mock, '/this-page-does-not-exist'),
  },
  {
    name: 'the 404 page dropped (nginx’s own)',
    edit: dropLines(/error_page 404 /),
    check: (origin) => checkNotFound(origin, mock, '/this-page-does-not-exist'),
  },
  {
    name: 'clean URLs dropped (/about without its index.html)',
    edit: (conf) => conf.replace('try_files $uri $uri/index.html =404;', 'try_files $uri =404;'),
    check: (origin) => checkRoute(origin, mock, about, brotli),
  },
  {
    name: 'hashed assets no longer cached for a year',
    edit: dropLines(/add_header Cache-Control "public, max-age=31536000, immutable"/),
    check: (origin) => checkFile(origin, mock, script, brotli).then(() => undefined),
  },
  {
    name: 'HTML cached an hour instead of revalidated',
    edit: dropLines(/"~\^text\/html" "no-cache";/),
    check: (origin) => checkRoute(origin, mock, about, brotli),
  },
  {
    name: 'the .gz copies no longer served',
    edit: (conf) => conf.replace('gzip_static on;', 'gzip_static off;'),
    check: (origin) => checkCompression(origin, script),
  },
  {
    name: 'Vary dropped',
    edit: dropLines(/add_header Vary/),
    check: (origin) => checkCompression(origin, script),
  },
  {
    name: '/api/ without a backend falls through to the site',
    edit: dropBlock('location /api/'),
    check: (origin) => checkNoApi(origin, 'POST', '/api/auth/generate'),
  },
  ...(
    [
      ['400', 'a traversal'],
      ['414', 'a 9,000-character query'],
      ['494', 'a 9 KB header'],
      ['501', 'Transfer-Encoding: gzip'],
      ['505', 'HTTP/2.0'],
    ] as const
  ).map(([status, request]) => ({
    name: `nginx’s own ${status} page (${request})`,
    edit: dropLines(new RegExp(`error_page ${status} `)),
    check: (origin: string) => checkNginxError(origin, malformed(request)),
  })),
  {
    name: 'the security headers dropped from nginx’s error answers',
    edit: dropLinesIn(/location = \/__errors\//, /add_header X-Frame-Options/),
    check: (origin) => checkNginxError(origin, malformed('a traversal')),
  },
  {
    name: 'the 405 typed by the page’s extension (text/html)',
    edit: dropLinesIn(/location @method_not_allowed/, /types \{ \}/),
    check: (origin) => checkMethodNotAllowed(origin, 'PROPFIND', '/about'),
  },
  {
    name: '/api/ without the error pages (413: nginx’s own page)',
    edit: dropLinesIn(/location \/api\/ \{/, /error_page 413 /),
    check: (origin) => checkNginxError(origin, malformed('a 2 MB body')),
    api: true,
  },
  {
    name: '/api/ forwarded as the raw request line',
    edit: (conf) => conf.replace(/(proxy_pass http:\/\/127\.0\.0\.1:\d+)\/api\/;/, '$1;'),
    check: (origin, received) => checkNormalizedApiPath(origin, received),
    api: true,
  },
];

const started: StaticServer[] = [];
afterAll(async () => {
  await Promise.all(started.map((server) => server.stop()));
});

describe('every way of breaking the server block is caught', () => {
  it('runs the mutation table', async () => {
    const rows: { mutation: string; caught: string }[] = [];
    for (const { name, edit, check, api } of mutations) {
      let changed = false;
      const backend = api ? await startRecordingBackend() : null;
      const server = await startStaticServer({
        siteDir: clientDir,
        apiOrigin: backend?.origin ?? null,
        editSiteConf: (conf) => {
          const edited = edit(conf);
          changed = edited !== conf;
          return edited;
        },
      });
      started.push(server);
      const caught = await check(server.origin, backend?.received ?? []).then(
        () => 'NOT CAUGHT',
        (error: Error) => `caught: ${error.message.split('\n')[0]?.slice(0, 90)}`,
      );
      rows.push({ mutation: changed ? name : `${name} (the edit changed nothing)`, caught });
      await server.stop();
      await backend?.stop();
    }
    console.info(
      `mutations of dist/nginx/site.conf:\n${rows.map((row) => `  ${row.mutation.padEnd(56)} ${row.caught}`).join('\n')}`,
    );
    for (const row of rows) {
      expect(row.mutation, row.mutation).not.toMatch(/changed nothing/);
      expect(row.caught, row.mutation).toMatch(/^caught/);
    }
  });
});
