// The pieces of dist/nginx/site.conf that come from the shared records rather than the request
// paths: the http-level maps (caching, Vary, the category pages), the types block and the headers
// of a location that serves a file of the build. Used by nginx-site.ts.

import { categoryPages } from '#common/category-urls';
import { binaryTypes, cachePolicy, DEFAULT_TYPE, textTypes } from '#common/static-files';
import { type HeaderRecord, nginxHeaderLines, nginxQuote } from './static-headers';

/** `lines` indented `depth` levels, blank lines left blank. */
export const indent = (lines: readonly string[], depth = 1) =>
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

/** The `map`s the server block reads, at http level beside it. */
export function maps(): string[] {
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

/** The build's file types and charsets, from #common/static-files. */
export function typesBlock(): string[] {
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
export function fileHeaders(headers: HeaderRecord, cacheControl: string): string[] {
  return [
    ...nginxHeaderLines(headers),
    `add_header Cache-Control ${cacheControl} always;`,
    'add_header Vary $testbeam_vary always;',
  ];
}
