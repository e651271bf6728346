import { parse as parseYaml } from 'yaml';
import { z } from 'zod';
import { type FrontMatter, frontMatterSchema } from '#web/content/blog/schema.ts';

// The schema is zod/mini, which ships no messages; the generator's errors are read by people.
z.config(z.locales.en());

const fence = /^---\r?\n([\s\S]*?)\r?\n---\r?\n/;

/**
 * Splits a post's Markdown into its validated front matter and its body. Throws, naming the file
 * and every bad field, so a typo fails the generator instead of rendering an incomplete card.
 */
export function parsePostSource(
  source: string,
  file: string,
): { frontMatter: FrontMatter; body: string } {
  const match = fence.exec(source);
  if (!match) throw new Error(`${file}: no front matter (a "---" block at the top)`);
  const result = frontMatterSchema.safeParse(parseYaml(match[1] ?? ''));
  if (!result.success) {
    throw new Error(`${file}: invalid front matter\n${z.prettifyError(result.error)}`);
  }
  return { frontMatter: result.data, body: source.slice(match[0].length) };
}
