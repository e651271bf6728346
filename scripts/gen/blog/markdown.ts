// Markdown → HTML for blog posts, at build time: h2/h3 get ids and self-links, fenced code is
// highlighted by shiki, external links open in a new tab, tables scroll sideways on small
// screens. The Markdown is ours, so nothing is sanitised, except that a raw <script> fails.
import { Marked, Renderer, type Tokens } from 'marked';
import type { Heading } from '#web/content/blog/schema.ts';
import { site } from '#web/config/site.ts';
import type { Highlight } from './highlight';
import { createSlugger, htmlToText } from './text';

export type RenderedMarkdown = { html: string; headings: Heading[] };

const script = /<script\b/i;

/** An absolute http(s) link to another site; links to our own pages stay plain. */
export function isExternalLink(href: string): boolean {
  return /^https?:\/\//i.test(href) && !href.startsWith(`${site.url}/`) && href !== site.url;
}

export function renderMarkdown(markdown: string, highlight: Highlight): RenderedMarkdown {
  const headings: Heading[] = [];
  const slugger = createSlugger();
  const defaults = new Renderer();

  const marked = new Marked({
    gfm: true,
    async: false,
    walkTokens(token) {
      if (token.type === 'html' && script.test(token.raw)) {
        throw new Error(`Raw <script> is not allowed in a post: ${token.raw.trim().slice(0, 80)}`);
      }
    },
    renderer: {
      heading({ tokens, depth }: Tokens.Heading) {
        if (depth === 1) throw new Error('A post body starts at ## (the title is the page <h1>)');
        if (depth > 3) return false; // marked's own rendering; only h2 and h3 get anchors
        const inner = this.parser.parseInline(tokens);
        if (inner.includes('<a ')) throw new Error(`A heading cannot hold a link: ${inner}`);
        const text = htmlToText(inner);
        const id = slugger(text);
        headings.push({ depth: depth as 2 | 3, id, text });
        // The heading text is its own link, so the anchor has a real accessible name.
        return `<h${depth} id="${id}"><a class="heading-anchor" href="#${id}">${inner}</a></h${depth}>\n`;
      },
      code({ text, lang }: Tokens.Code) {
        return `${highlight(text, lang?.trim() || 'text')}\n`;
      },
      link(token: Tokens.Link) {
        const html = defaults.link.call(this, token);
        if (!isExternalLink(token.href)) return html;
        return html
          .replace(/^<a /, '<a target="_blank" rel="noopener noreferrer" ')
          .replace(/<\/a>$/, '<span class="visually-hidden"> (opens in a new tab)</span></a>');
      },
      table(token: Tokens.Table) {
        const table = defaults.table.call(this, token);
        // Focusable so keyboard users can scroll a table wider than the screen.
        return `<div class="table-scroll" role="region" aria-label="Scrollable table" tabindex="0">${table}</div>\n`;
      },
    },
  });

  const html = marked.parse(markdown) as string;
  if (script.test(html)) throw new Error('Raw <script> is not allowed in a post');
  return { html, headings };
}
