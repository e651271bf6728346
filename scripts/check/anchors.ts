// Pointers into a Markdown file must name a heading it has. Three forms are read, the ones the
// repository writes (see check-citations.ts for where: code comments, and Markdown, YAML, JSON and
// HTML whole):
// - a Markdown link with a fragment, `[text](other.md#anchor)` or `[text](#anchor)`, in a
//   Markdown file: the anchor must be one GitHub makes for a heading of the target (github-slugger:
//   lower case, punctuation dropped, spaces to `-`, a repeated heading `-1`, `-2`...);
// - a Markdown file then a quoted heading, `docs/architecture.md "Design system"`,
//   `README.md, "Deploying"`, `docs/x.md ("Section")`; `README` alone is the root README. The
//   quote may run onto the next comment line and must match a heading's text, whatever the case,
//   spacing and inline code marks. `docs/x.md's "Words"` is not read: it quotes the file's text;
// - a Markdown file then `§N` (`docs/requirements.md §2`): a heading numbered `N.` must be there.
import { posix } from 'node:path';
import GithubSlugger from 'github-slugger';
import { Lexer, type Token } from 'marked';
import type { Finding, SourceFile } from './finding';

export type Headings = {
  /** Each heading's text, normalised by `sectionName`. */
  names: Set<string>;
  /** The anchors GitHub gives them, in document order (duplicates numbered). */
  anchors: Set<string>;
  /** The `N` of every heading that starts with `N.`. */
  numbers: Set<string>;
};

/** The plain text of inline tokens, as a heading renders (HTML tags dropped). */
function plain(tokens: readonly Token[]): string {
  return tokens
    .map((token) => {
      if (token.type === 'html') return '';
      if ('tokens' in token && token.tokens && token.type !== 'codespan')
        return plain(token.tokens);
      return 'text' in token ? String(token.text) : '';
    })
    .join('');
}

/** How a quoted heading and a heading's text are compared. */
export const sectionName = (text: string) =>
  text.replace(/`/g, '').replace(/\s+/g, ' ').trim().toLowerCase();

/** The headings of a Markdown document (ATX and setext; none inside code blocks). */
export function headingsOf(markdown: string): Headings {
  const slugger = new GithubSlugger();
  const headings: Headings = { names: new Set(), anchors: new Set(), numbers: new Set() };
  const walk = (tokens: readonly Token[]) => {
    for (const token of tokens) {
      if (token.type === 'heading') {
        const text = plain(token.tokens ?? []);
        headings.names.add(sectionName(text));
        headings.anchors.add(slugger.slug(text));
        const number = /^(\d+)\./.exec(text.trim());
        if (number) headings.numbers.add(number[1] as string);
      } else if ('items' in token && Array.isArray(token.items)) walk(token.items as Token[]);
      else if ('tokens' in token && token.tokens && token.type !== 'paragraph') walk(token.tokens);
    }
  };
  walk(Lexer.lex(markdown));
  return headings;
}

const roots = '(?:web|mock-server|scripts|tests|common|docs|conformance)';
/** A Markdown file by its repository path, or the root README by name. */
const markdownFile = `(?<![\\w./-])(?:${roots}/[\\w@+./-]*\\.md|README(?:\\.md)?)(?![\\w/-])`;
/** Between the file and its section: a closing code mark, a comma, an opening bracket. */
const between = '`?,?[ \\t]{0,2}\\(?';
/** A quote opens on a word or a code mark, so a JSON list of paths (`"a.md", "b.md"`) is none. */
const quoted = new RegExp(
  `(${markdownFile})${between}["“](?=[\\w\`])([^"”\\n]+(?:\\n[^"”\\n]+)?)["”]`,
  'g',
);
const numbered = new RegExp(`(${markdownFile})${between}§\\s?(\\d+)`, 'g');

/** A quoted section's text with a comment's line break (`//`, ` * `, `#`) taken out. */
const unwrap = (text: string) => text.replace(/\s*\n\s*(?:(?:\*|#|\/\/)(?!\/)\s*)?/g, ' ');

/** Fragment links in a Markdown file: `[text](path#anchor)` and `[label]: path#anchor`. */
const fragmentLink =
  /\]\(\s*<?([^)\s>#]*)#([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)|^\s*\[[^\]]+\]:\s*<?(\S*?)#(\S+?)>?(?:\s|$)/gm;

const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;

/**
 * Every pointer in `readable` (the part of `file` where citations are read) to a heading the
 * cited Markdown file lacks. `headingsAt` answers for a tracked Markdown file, by repository path.
 */
export function checkSections(
  file: SourceFile,
  readable: string,
  headingsAt: (path: string) => Headings | undefined,
): Finding[] {
  const findings: Finding[] = [];
  const add = (index: number, message: string) =>
    findings.push({ file: file.path, line: lineAt(file.text, index), message });
  const target = (name: string) => (name.startsWith('README') ? 'README.md' : name);

  for (const match of readable.matchAll(quoted)) {
    const path = target(match[1] as string);
    const section = unwrap(match[2] as string);
    const headings = headingsAt(path);
    if (headings && !headings.names.has(sectionName(section)))
      add(match.index, `cites ${path} "${section}", a heading it does not have`);
  }
  for (const match of readable.matchAll(numbered)) {
    const path = target(match[1] as string);
    const headings = headingsAt(path);
    if (headings && !headings.numbers.has(match[2] as string))
      add(match.index, `cites ${path} §${match[2]}, a section it does not have`);
  }
  if (!file.path.endsWith('.md')) return findings;

  for (const match of file.text.matchAll(fragmentLink)) {
    const link = match[1] ?? match[3] ?? '';
    const anchor = match[2] ?? match[4] ?? '';
    if (/^[a-z][\w+.-]*:|^\//i.test(link) || (link && !/\.md$/.test(link))) continue;
    const path = link
      ? posix.normalize(posix.join(posix.dirname(file.path), decodeURI(link)))
      : file.path;
    const headings = headingsAt(path);
    if (headings && !headings.anchors.has(decodeURIComponent(anchor)))
      add(match.index, `links to ${link}#${anchor}, an anchor no heading of ${path} has`);
  }
  return findings;
}
