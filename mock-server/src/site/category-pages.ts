import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import {
  categoryPageFor,
  MARKETPLACE_PATH,
  UNKNOWN_CATEGORY_PLACEHOLDER,
} from '#common/category-urls';
import { escapeHtml } from '../util/html-page';
import { type SiteFile, type SiteFiles, siteFile } from './site-files';

/** An unknown name longer than this is cut in the note (the browser's filter shows it whole). */
const MAX_NAME = 80;

/**
 * The marketplace's filter as a plain GET form: `/ai-agents?category=Google` (any case) answers
 * with the build's pre-rendered Google page, so the page reads right without JavaScript
 * (#common/category-urls). The asked name is only compared with the known
 * categories; an unknown one gets the unknown-category page with the name, escaped, in its note.
 * Same headers as any page (revalidated HTML with its own ETag). null: serve the path as usual.
 */
export class CategoryPages {
  /** Built unknown-category pages by name; cleared when full, so it stays small. */
  private readonly unknown = new Map<string, SiteFile>();

  constructor(private readonly files: SiteFiles) {}

  find(path: string, query: string): SiteFile | null {
    if (path.replace(/\/+$/, '') !== MARKETPLACE_PATH) return null;
    const page = categoryPageFor(new URLSearchParams(query).get('category'));
    if (!page) return null;
    const file = this.files.get(page.path);
    if (!file) return null; // a build without the category pages: the plain page
    return page.unknown === null ? file : this.withName(page.path, file, page.unknown);
  }

  private withName(path: string, template: SiteFile, name: string): SiteFile {
    const cached = this.unknown.get(name);
    if (cached) return cached;
    const shown = name.length > MAX_NAME ? `${name.slice(0, MAX_NAME)}…` : name;
    const note = escapeHtml(shown);
    // A function, not a string: a string replacement reads `$`` `$&` `$$` in the name as
    // patterns (`$`` would paste the page's head into the note).
    const html = template.identity.body
      .toString('utf8')
      .replace(UNKNOWN_CATEGORY_PLACEHOLDER, () => note);
    const body = Buffer.from(html);
    // The fastest levels: a stranger can ask for a new name with every request, and each one
    // costs a compression: 0.6 ms at these levels against 1.9 ms at the defaults (75 KB page).
    const file = siteFile(
      `${path}/index.html`,
      body,
      brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 1 } }),
      gzipSync(body, { level: 1 }),
    );
    if (this.unknown.size >= 100) this.unknown.clear();
    this.unknown.set(name, file);
    return file;
  }
}
