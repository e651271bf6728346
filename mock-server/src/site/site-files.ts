import { createHash } from 'node:crypto';
import { readdir, readFile, stat } from 'node:fs/promises';
import { extname, join, relative, sep } from 'node:path';
import {
  binaryTypes,
  cacheControlOf,
  DEFAULT_TYPE,
  hostConfigFiles,
  textTypes,
} from '#common/static-files';

/** One way of sending a file: the bytes plus every header they need, built once at start. */
export interface Representation {
  body: Buffer;
  etag: string;
  headers: Record<string, string>;
  /** What a 304 repeats: the validator and the caching rules, never a length or a type. */
  notModifiedHeaders: Record<string, string>;
}

export interface SiteFile {
  identity: Representation;
  br?: Representation;
  gzip?: Representation;
}

/** URL path (decoded, normalised, e.g. `/about/`) → the file it answers with. */
export type SiteFiles = Map<string, SiteFile>;

function contentTypeOf(urlPath: string): { type: string; isText: boolean } {
  const ext = extname(urlPath).toLowerCase();
  const text = textTypes[ext];
  if (text) return { type: `${text}; charset=utf-8`, isText: true };
  return { type: binaryTypes[ext] ?? DEFAULT_TYPE, isText: false };
}

/**
 * Every regular file under dir, as a posix path relative to it. Dot-files and dot-folders
 * (.vite/manifest.json) stay private; .well-known/ is the one public exception. So do the static
 * host's own configuration files (`_headers`, `_redirects`), as on the hosts that read them.
 */
async function listFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile()) // symlinks are skipped: nothing outside dir gets in
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .filter((rel) => !rel.split('/').some((part) => part.startsWith('.') && part !== '.well-known'))
    .filter((rel) => !hostConfigFiles.includes(`/${rel}`));
}

function representation(
  body: Buffer,
  baseTag: string,
  contentType: string,
  caching: Record<string, string>,
  encoding?: 'br' | 'gzip',
): Representation {
  // A strong ETag names exact bytes, so each encoding gets its own.
  const etag = encoding ? `"${baseTag}-${encoding}"` : `"${baseTag}"`;
  const notModifiedHeaders = { ...caching, etag };
  const headers: Record<string, string> = {
    ...notModifiedHeaders,
    'content-type': contentType,
    'content-length': String(body.length),
  };
  if (encoding) headers['content-encoding'] = encoding;
  return { body, etag, headers, notModifiedHeaders };
}

/** A file's representations, with the headers its path calls for (type, caching, ETag). */
export function siteFile(urlPath: string, body: Buffer, br?: Buffer, gz?: Buffer): SiteFile {
  const { type, isText } = contentTypeOf(urlPath);
  const caching: Record<string, string> = { 'cache-control': cacheControlOf(urlPath) };
  if (isText || br || gz) caching.vary = 'Accept-Encoding';
  const tag = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  const file: SiteFile = { identity: representation(body, tag, type, caching) };
  if (br) file.br = representation(br, tag, type, caching, 'br');
  if (gz) file.gzip = representation(gz, tag, type, caching, 'gzip');
  return file;
}

/**
 * Reads the whole build into memory once, so a request is a Map lookup and a write.
 * `X.br` / `X.gz` next to X become X's compressed forms, not URLs of their own.
 */
export async function loadSiteFiles(dir: string): Promise<SiteFiles> {
  const info = await stat(dir).catch(() => null);
  if (!info?.isDirectory()) {
    throw new Error(`Site directory ${dir} does not exist: run \`npm run build\` first.`);
  }
  const paths = await listFiles(dir);
  const bodies = new Map(
    await Promise.all(
      paths.map(async (rel): Promise<[string, Buffer]> => [
        `/${rel}`,
        await readFile(join(dir, rel)),
      ]),
    ),
  );
  const isSibling = (urlPath: string) =>
    /\.(br|gz)$/.test(urlPath) && bodies.has(urlPath.replace(/\.(br|gz)$/, ''));

  const files: SiteFiles = new Map();
  for (const [urlPath, body] of bodies) {
    if (isSibling(urlPath)) continue;
    files.set(
      urlPath,
      siteFile(urlPath, body, bodies.get(`${urlPath}.br`), bodies.get(`${urlPath}.gz`)),
    );
  }
  addDirectoryAliases(files);
  return files;
}

// Vike writes /about as about/index.html: /about and /about/ both answer it, with no redirect.
function addDirectoryAliases(files: SiteFiles): void {
  for (const [urlPath, file] of [...files]) {
    if (!urlPath.endsWith('/index.html')) continue;
    const dirPath = urlPath.slice(0, -'index.html'.length);
    files.set(dirPath, file);
    if (dirPath !== '/') files.set(dirPath.slice(0, -1), file);
  }
}
