// Syntax highlighting at build time with shiki, so the browser gets coloured spans and no
// highlighting JavaScript. Shiki's JavaScript regex engine keeps it pure JS (no WebAssembly).
import { createHighlighterCore } from 'shiki/core';
import { createJavaScriptRegexEngine } from 'shiki/engine/javascript';

/**
 * Both themes travel in every span as CSS variables (`--shiki-light`, `--shiki-dark`); the
 * article's CSS picks one by the page's colour scheme. Chosen because every token colour they
 * give the posts' code reaches 4.5:1 on their own background (highlight.test.ts checks it).
 */
export const codeThemes = { light: 'github-light-default', dark: 'github-dark-default' } as const;

/** The fence languages posts may use; anything else fails the generator (a typo, most likely). */
export const codeLanguages = ['bash', 'http', 'javascript', 'json', 'python', 'sql'] as const;

export type Highlight = (code: string, lang: string) => string;

export async function createHighlight(): Promise<Highlight> {
  const highlighter = await createHighlighterCore({
    themes: [
      import('shiki/themes/github-light-default.mjs'),
      import('shiki/themes/github-dark-default.mjs'),
    ],
    langs: [
      import('shiki/langs/bash.mjs'),
      import('shiki/langs/http.mjs'),
      import('shiki/langs/javascript.mjs'),
      import('shiki/langs/json.mjs'),
      import('shiki/langs/python.mjs'),
      import('shiki/langs/sql.mjs'),
    ],
    engine: createJavaScriptRegexEngine(),
  });
  const known = new Set<string>(codeLanguages);
  return (code, lang) => {
    if (!known.has(lang)) {
      throw new Error(`Unknown code language "${lang}"; use one of: ${codeLanguages.join(', ')}`);
    }
    return highlighter.codeToHtml(code, {
      lang,
      themes: codeThemes,
      defaultColor: false,
      // No time limit per line (shiki's default is 500 ms): under load a line would come out
      // half-highlighted, and the build must give the same bytes on every machine.
      tokenizeTimeLimit: 0,
    });
  };
}
