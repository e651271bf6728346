// Plain-text helpers for the blog generator: heading ids and the word count behind read time.

const entities: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};

/** The text a reader sees in a piece of HTML (tags dropped, common entities decoded). */
export function htmlToText(html: string): string {
  return (
    html
      // Block ends separate words; inline tags (<strong>, <code>, <a>) sit inside or beside them.
      .replace(/<br\s*\/?>|<\/(?:p|li|td|th|tr|h[1-6]|pre|div|blockquote)>/gi, ' ')
      .replace(/<[^>]*>/g, '')
      .replace(/&(?:amp|lt|gt|quot|#39);/g, (entity) => entities[entity] ?? entity)
      .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) =>
        String.fromCodePoint(Number.parseInt(hex, 16)),
      )
      .replace(/\s+/g, ' ')
      .trim()
  );
}

/** Words in a text: runs of non-space characters holding at least one letter or digit. */
export function countWords(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

export const WORDS_PER_MINUTE = 200;

export function readTimeMinutes(words: number): number {
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}

/** GitHub-style ids: lowercase, punctuation dropped, spaces to hyphens, repeats numbered. */
export function createSlugger(): (text: string) => string {
  const seen = new Map<string, number>();
  return (text) => {
    const base =
      text
        .toLowerCase()
        .replace(/[^\p{L}\p{N}\s-]/gu, '')
        .trim()
        .replace(/[\s-]+/g, '-')
        .replace(/^-|-$/g, '') || 'section';
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    return count === 0 ? base : `${base}-${count}`;
  };
}
