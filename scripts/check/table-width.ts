// Tables in the README and docs/ read in a 100-column editor: a row wider than that is a table
// that wants to be a list, or a cell that wants splitting. Run by `npm run check -- citations`.
// Ours, not markdownlint's MD013: that rule holds tables and prose to one length, and the guides'
// prose is not wrapped (docs/decisions/0053-citations-that-hold.md).
import type { Finding } from './finding';

export const maxTableRow = 100;

/** Whether the README or a guide in docs/ (where a table row must fit `maxTableRow`). */
export const isGuide = (path: string) => path === 'README.md' || /^docs\/[^/]+\.md$/.test(path);

/** Each Markdown table row (a line starting with `|`) wider than `maxTableRow` characters. */
export function checkTableWidth(file: string, markdown: string): Finding[] {
  let fenced = false;
  return markdown.split('\n').flatMap((line, index) => {
    if (line.startsWith('```')) fenced = !fenced;
    const width = [...line].length;
    if (fenced || !line.startsWith('|') || width <= maxTableRow) return [];
    const message = `a table row of ${width} characters (at most ${maxTableRow}): make it a list`;
    return [{ file, line: index + 1, message }];
  });
}
